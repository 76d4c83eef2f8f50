import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './ContentPage.css';

export interface ContentSection {
  heading: string;
  paragraphs: readonly string[];
}

export interface ContentPageProps {
  title: string;
  /** The text before the first section. */
  intro?: readonly string[];
  sections: readonly ContentSection[];
  /** When the text last changed, already formatted for the reader. */
  updated?: string;
}

/** ACC-96 (UNSPEC): a page this long gets a table of contents. */
export const TABLE_OF_CONTENTS_MIN_SECTIONS = 4;

/**
 * ACC-96: a text page (terms of use, privacy policy, the MyTV TV list) set for reading: one column of
 * about 70 characters, generous line height, and on long pages a table of contents (a sticky column
 * on a desktop, above the text on a phone) whose links move focus to each section's heading.
 */
export function ContentPage({ title, intro = [], sections, updated }: ContentPageProps) {
  const { t } = useTranslation('ui');
  // useId's characters are not all welcome in an address fragment; letters and digits are.
  const base = `content-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const anchorOf = (index: number) => `${base}-${index + 1}`;
  const withContents = sections.length >= TABLE_OF_CONTENTS_MIN_SECTIONS;
  const article = (
    <article className={styles.article}>
      <h1 className={styles.title}>{title}</h1>
      {updated !== undefined ? (
        <p className={styles.meta}>{t('support.content.updated', { date: updated })}</p>
      ) : null}
      {intro.map((paragraph, index) => (
        <p key={index} className={styles.paragraph}>
          {paragraph}
        </p>
      ))}
      {sections.map((section, index) => (
        <section key={index} className={styles.section} id={anchorOf(index)} tabIndex={-1}>
          <h2 className={styles.heading}>{section.heading}</h2>
          {section.paragraphs.map((paragraph, line) => (
            <p key={line} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
  if (!withContents) return article;
  return (
    <div className={styles.root}>
      <nav className={styles.toc} aria-label={t('support.content.contents')}>
        <p className={styles.tocTitle} aria-hidden="true">
          {t('support.content.contents')}
        </p>
        <ol className={styles.tocList}>
          {sections.map((section, index) => (
            <li key={index}>
              <a
                className={styles.tocLink}
                href={`#${anchorOf(index)}`}
                // The browser scrolls to the section; focus follows, so reading and Tab continue there.
                onClick={() => document.getElementById(anchorOf(index))?.focus({ preventScroll: true })}
              >
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {article}
    </div>
  );
}
