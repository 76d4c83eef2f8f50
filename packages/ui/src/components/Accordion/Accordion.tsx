import type { ReactNode } from 'react';
import { ChevronDownIcon } from '@radix-ui/react-icons';
import { Accordion as RadixAccordion } from 'radix-ui';
import * as styles from './Accordion.css';

export interface AccordionItem {
  value: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** `multiple` lets several sections stay open (FAQ); `single` keeps one. */
  type?: 'single' | 'multiple';
  defaultValue?: string[];
  /** Heading level of each section title in the page outline. */
  headingLevel?: 2 | 3 | 4;
}

/** Collapsible sections (Radix Accordion), e.g. FAQ answers and package descriptions. */
export function Accordion({ items, type = 'multiple', defaultValue = [], headingLevel = 3 }: AccordionProps) {
  const Heading = `h${headingLevel}` as const;
  const children = items.map((item) => (
    <RadixAccordion.Item key={item.value} value={item.value} className={styles.item}>
      <RadixAccordion.Header asChild>
        <Heading className={styles.heading}>
          <RadixAccordion.Trigger className={styles.trigger}>
            {item.title}
            <ChevronDownIcon className={styles.chevron} width={20} height={20} aria-hidden="true" />
          </RadixAccordion.Trigger>
        </Heading>
      </RadixAccordion.Header>
      <RadixAccordion.Content className={styles.content}>
        <div className={styles.contentInner}>{item.content}</div>
      </RadixAccordion.Content>
    </RadixAccordion.Item>
  ));
  return type === 'single' ? (
    <RadixAccordion.Root type="single" collapsible defaultValue={defaultValue[0]} className={styles.root}>
      {children}
    </RadixAccordion.Root>
  ) : (
    <RadixAccordion.Root type="multiple" defaultValue={defaultValue} className={styles.root}>
      {children}
    </RadixAccordion.Root>
  );
}
