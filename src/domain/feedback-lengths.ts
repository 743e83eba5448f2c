/** The feedback form's length limits, apart from its schema so that the page shows them without loading zod. */
export const FEEDBACK_SUBJECT_MAX = 150;
export const FEEDBACK_QUESTION_MAX = 3000;
export const FEEDBACK_CONTACT_MAX = 150;
