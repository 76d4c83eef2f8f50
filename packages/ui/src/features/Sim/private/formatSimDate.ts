/** A calendar day in the reader's language, in Vietnam's time zone (where the operator's days run). */
export function formatSimDate(date: Date, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'Asia/Ho_Chi_Minh' }).format(
    date,
  );
}
