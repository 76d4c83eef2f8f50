/**
 * LOY-55: a partner application names its area by the code `apidmdiaban` answers (loyalty_areas,
 * migration 20), which a visitor can read now; the province id of migration 19 is no longer asked for.
 */
export const partnerAreasSchema = /* sql */ `
alter table loyalty_partner_applications
  alter column province_id drop not null,
  add column area_code text references loyalty_areas (code);
`;
