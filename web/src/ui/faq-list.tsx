import classes from './faq-list.module.css';

export type FaqItem = { question: string; answer: string };

/**
 * Frequently asked questions, each a native <details> disclosure: it opens and closes
 * without JavaScript (the server-rendered pages ship none), is announced as expanded or
 * collapsed, and its answer is in the page for search engines either way.
 */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className={classes.list}>
      {items.map((item) => (
        <details key={item.question} className={classes.item}>
          <summary className={classes.question}>{item.question}</summary>
          <div className={classes.answer}>{item.answer}</div>
        </details>
      ))}
    </div>
  );
}
