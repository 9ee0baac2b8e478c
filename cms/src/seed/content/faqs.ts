import { BRAND_NAME } from '@app/domain';
import type { FaqSeed } from './types';

/**
 * FAQ items outside the exam pages. The contact page shows the six 'contact' items; the
 * figures (price, pass length, free questions, refund window, response times, support hours)
 * are the business constants of spec §9 and must change together with them.
 */
export const faqs: FaqSeed[] = [
  {
    group: 'contact',
    question: 'How quickly will I get an answer?',
    answer:
      'E-mail support is open 24/7 and we reply within 24 hours. Mark your subject line "Urgent" if something is blocking your studies right now, such as a paid exam that will not open, and we aim to reply within 2 hours. Chat help is staffed Monday to Friday 9 AM–6 PM and Saturday 10 AM–4 PM Eastern Time, and is closed on Sundays.',
  },
  {
    group: 'contact',
    question: 'What does Premium cost, and what do I get?',
    answer:
      'Premium costs $100 per exam and gives you 10 days of full access to that exam: the complete question bank, detailed explanations for every question, timed practice tests and progress tracking. Each exam is bought separately, so you only pay for the one you are preparing for.',
  },
  {
    group: 'contact',
    question: `Can I try ${BRAND_NAME} before I pay?`,
    answer:
      'Yes. Create a free account and you can answer 3 practice questions for each exam, with no card needed. It is a quick way to see the question style and the explanations before you decide.',
  },
  {
    group: 'contact',
    question: 'What is your refund policy?',
    answer:
      'You can ask for a refund within 48 hours of your purchase. E-mail support@preppilot.app from the address on your account and include the exam you bought; we will confirm by e-mail once the refund has been sent back to your original payment method.',
  },
  {
    group: 'contact',
    question: 'How can I pay?',
    answer:
      'Checkout runs on a secure, hosted payment page from our payment provider, and you can pay by card or by mobile money. We never see or store your full card details. Your 10 days of access start as soon as the payment is confirmed.',
  },
  {
    group: 'contact',
    question: 'How do the practice tests work?',
    answer:
      'Each practice test is timed at 25 minutes. You answer multiple-choice questions one at a time, can move back and forth with Previous and Next, and submit when you are done or when the timer runs out. You then see your score, a breakdown by subject, and a review of every question with the correct answer and an explanation. Leaving a test before you submit discards that attempt.',
  },
  {
    group: 'pricing',
    question: 'Is the $100 for one exam or for all of them?',
    answer:
      'It covers one exam for 10 days. If you are preparing for two exams, for example the ATI TEAS 7 and the HESI A2, you buy a pass for each, and each one runs on its own 10-day clock.',
  },
  {
    group: 'pricing',
    question: 'What happens when my 10 days end?',
    answer:
      'Full access to that exam ends and your account goes back to the free level for it. Your account and your past results stay, and you can buy another 10 days whenever you like. Plan your study schedule before you buy so you can use every day of the pass.',
  },
  {
    group: 'pricing',
    question: 'When does my access start?',
    answer:
      'As soon as your payment is confirmed. The dashboard shows how many days you have left, so you can plan your timed tests around them.',
  },
  {
    group: 'general',
    question: `Is ${BRAND_NAME} connected to the companies that make these exams?`,
    answer: `No. ${BRAND_NAME} is an independent study service. We are not affiliated with or endorsed by ATI, Elsevier (HESI), the College Board (ACCUPLACER and CLEP), GED Testing Service, the NLN or any other exam publisher, and all exam names belong to their owners.`,
  },
  {
    group: 'general',
    question: 'Are these the real exam questions?',
    answer:
      'No, and no honest prep provider can offer them. Our questions are written by our own team to match the topics, difficulty and format described in each exam’s published outline, so you practice the same skills the real test measures.',
  },
  {
    group: 'general',
    question: 'Do I need to install anything?',
    answer: `No. ${BRAND_NAME} runs in any up-to-date web browser on a computer, tablet or phone. For timed tests, a computer or tablet with a stable internet connection gives the experience closest to a real testing session.`,
  },
];
