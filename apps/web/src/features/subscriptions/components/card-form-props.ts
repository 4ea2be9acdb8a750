/** What the payment screen gives either card form (Stripe Elements or the test-mode form). */
export type CardFormProps = {
  /** The submit button's text, e.g. 'Pay $19'. */
  submitLabel: string;
  /** True while the payment call runs: the form then refuses a second submit. */
  isPaying: boolean;
  /** Called with the card token (spec 01 §7 stripeToken) once the card checks out. */
  onToken: (token: string) => void;
};
