// The feedback feature's public face: the dialog, and `POST /contact-us` for the help centre's form.
export { CONTACT_MESSAGE_MAX_LENGTH, contactUsMutation, type ContactKind } from './api/contact-us'
export { FeedbackDialog } from './feedback-dialog'
