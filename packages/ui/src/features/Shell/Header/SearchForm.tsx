import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normaliseSearchText } from '@selfcare/domain';
import { Button } from '../../../components/Button/Button';
import { TextField } from '../../../components/TextField/TextField';
import * as styles from './Header.css';

export interface SearchFormProps {
  /** Receives the text ready for /tim-kiem/{text}: blank is ignored, spaces and % became + (VAL-25, VAL-26). */
  onSearch: (text: string) => void;
  /** Focus the field when it appears (the header's search panel). */
  focusOnMount?: boolean | undefined;
}

/** SHELL-090: the search box of the header and the mobile menu. */
export function SearchForm({ onSearch, focusOnMount }: SearchFormProps) {
  const { t } = useTranslation('ui');
  const [text, setText] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusOnMount) inputRef.current?.focus();
  }, [focusOnMount]);
  return (
    <form
      role="search"
      className={styles.searchForm}
      onSubmit={(event) => {
        event.preventDefault();
        const normalised = normaliseSearchText(text);
        if (normalised.ok) onSearch(normalised.value);
      }}
    >
      <TextField
        label={t('shell.search.label')}
        hideLabel
        type="search"
        placeholder={t('shell.search.placeholder')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        ref={inputRef}
        name="q"
      />
      <Button type="submit">{t('shell.search.submit')}</Button>
    </form>
  );
}
