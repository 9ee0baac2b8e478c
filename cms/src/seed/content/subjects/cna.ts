import type { SubjectPageSeed } from '../types';

/**
 * CNA subject pages, in catalogue order. Figures refer to the NNAAP written exam used by many
 * states (70 items, 10 of them unscored pretest items, in 120 minutes; physical care 64%,
 * psychosocial care 10%, role of the nurse aide 26%). Other states use other test providers,
 * so the pages say so. Tips and strategies come from the defaults.
 */
export const cnaSubjectPages: SubjectPageSeed[] = [
  {
    exam: 'cna',
    slug: 'basic-nursing-skills',
    title: 'Basic Nursing Skills',
    description:
      'CNA Basic Nursing Skills covers the everyday care that keeps residents safe: infection control, vital signs, safety, daily care and reporting changes to the nurse. It is the largest part of the written exam and the core of the job.',
    overview: [
      'In states that use the National Nurse Aide Assessment Program (NNAAP), the written exam has 70 multiple-choice questions, 60 scored and 10 unscored pretest items, with two hours to finish. Physical care skills make up 64% of the exam, and basic nursing skills are the biggest piece of that, alongside activities of daily living and restorative care. Other states use different test providers with their own formats, so check your state’s candidate handbook.',
      'Expect questions on hand hygiene, standard precautions and personal protective equipment; measuring and recording vital signs, height, weight, and intake and output; fall prevention and safe use of bed rails, call lights and alternatives to restraints; fire and emergency response; helping with bathing, grooming, feeding, toileting and oral care; and observing and reporting changes such as new confusion, pain, skin changes or shortness of breath.',
      'Many questions describe a situation and ask what the nurse aide should do first or next. The safest answer usually protects the resident right away, stays within the aide’s scope of practice, and involves reporting to the nurse. A common trap is an option that sounds caring but skips a safety step, such as helping a resident stand before checking for dizziness or locking the wheelchair.',
    ],
    studyTips: [],
    strategies: [],
    seo: {
      title: 'CNA Basic Nursing Skills Practice Questions',
      description:
        'Practice CNA Basic Nursing Skills: infection control, vital signs, safety, daily care and reporting, with explanations based on safe nurse aide practice.',
    },
  },
  {
    exam: 'cna',
    slug: 'restorative-services',
    title: 'Restorative Services',
    description:
      'CNA Restorative Services covers helping residents keep or regain as much independence as possible: mobility, positioning, range of motion, self-care and preventing complications. It reflects a core goal of long-term care.',
    overview: [
      'Restorative skills are part of the physical care portion of the written exam, which makes up 64% of the NNAAP written test alongside basic nursing skills and activities of daily living. State exams from other providers cover the same ideas, though the number of questions may differ.',
      'Expect questions on range-of-motion exercises, safe ambulation with a gait belt, canes, walkers and wheelchairs, turning and positioning to prevent pressure injuries and contractures, caring for prosthetic and orthotic devices, bowel and bladder retraining, and encouraging residents to do as much of their own care as they safely can, with adaptive equipment when needed.',
      'A common trap is choosing the option where the aide does the task for the resident because it is faster. In restorative care, the better answer usually lets the resident do what they can, with the aide supporting and supervising safely. Know the practical details too, such as keeping a cane on the resident’s stronger side and stopping range-of-motion exercises if they cause pain.',
    ],
    studyTips: [],
    strategies: [],
    seo: {
      title: 'CNA Restorative Services Practice Questions',
      description:
        'Practice CNA Restorative Services: mobility, positioning, range of motion, assistive devices and promoting independence, with clear explanations.',
    },
  },
  {
    exam: 'cna',
    slug: 'psychosocial-care',
    title: 'Psychosocial Care',
    description:
      'CNA Psychosocial Care covers residents’ emotional, mental, spiritual and cultural needs, including communication with people living with dementia. Good psychosocial care is what makes residents feel respected rather than just looked after.',
    overview: [
      'On the NNAAP written exam, psychosocial care skills make up about 10% of the questions, covering emotional and mental health needs and spiritual and cultural needs. The share is smaller than physical care, but these questions are often missed because more than one option sounds kind.',
      'Expect questions on responding to anxiety, sadness, anger and confusion; caring for residents with dementia by using calm, simple communication and redirection rather than arguing; recognizing signs of depression to report; supporting residents and families through grief and end-of-life care; respecting religious practices, cultural preferences and dietary customs; and supporting residents’ needs for privacy, relationships and intimacy.',
      'The best answer usually acknowledges the resident’s feelings, respects their choices and reports concerns to the nurse. Common traps include options that dismiss feelings with false reassurance, such as “Don’t worry, everything will be fine,” options that correct a confused resident harshly, and options that impose the aide’s own beliefs.',
    ],
    studyTips: [],
    strategies: [],
    seo: {
      title: 'CNA Psychosocial Care Practice Questions',
      description:
        'Practice CNA Psychosocial Care: emotional and mental health, dementia communication, grief, culture and spirituality, with clear explanations.',
    },
  },
  {
    exam: 'cna',
    slug: 'role-of-nurse-aide',
    title: 'Role of Nurse Aide',
    description:
      'CNA Role of the Nurse Aide covers communication, residents’ rights, legal and ethical duties, and working as part of the health care team. These questions test whether you know what an aide should and should not do.',
    overview: [
      'On the NNAAP written exam, the role of the nurse aide makes up about 26% of the questions, the second-largest area after physical care. It covers communication, client rights, legal and ethical behavior, and being a member of the health care team.',
      'Expect questions on residents’ rights such as privacy, dignity, confidentiality and the right to refuse care; recognizing and reporting abuse and neglect; keeping health information private; scope of practice, such as not giving medications or taking orders the aide is not trained for; following the care plan; reporting and documenting accurately; and communicating respectfully with residents, families and coworkers.',
      'A common trap is an option that seems helpful but oversteps the aide’s role, such as changing a treatment or giving medical advice. When a question involves a problem outside your role, the best answer usually involves reporting to the nurse. When a resident refuses care, the answer respects the refusal, explains gently, and reports it.',
    ],
    studyTips: [],
    strategies: [],
    seo: {
      title: 'CNA Role of the Nurse Aide Practice Questions',
      description:
        'Practice CNA Role of the Nurse Aide questions: residents’ rights, scope of practice, ethics, reporting and teamwork, with clear explanations.',
    },
  },
];
