import type { Faq as FaqDoc } from '@app/cms/types';
import type { Faq } from '@app/domain';

export function toFaq(doc: FaqDoc): Faq {
  return { id: String(doc.id), group: doc.group, question: doc.question, answer: doc.answer };
}
