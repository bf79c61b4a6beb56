/** Spec section 5: the footer form is sent only when both fields are non-empty. */
export function canSendInfoRequest(email: string, question: string): boolean {
  return email.trim() !== '' && question.trim() !== '';
}
