import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, mailboxFor } from '../support/session';
import { RegisterPage } from './register.page';

/** A 1×1 PNG: the API checks an upload by its bytes, so the identity document must be a real image. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** The knowledge test's questions in order, with the right answer (the API's answer key). */
const RIGHT_ANSWERS = [true, false, true, true, false, true, false] as const;

export const SANDBOX_CARDS = { pays: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' } as const;

/** A unique address per call, so every test registers its own investor. */
export function freshEmail(label: string): string {
  return `invest-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@demo.test`;
}

/** The invest flow of remote-invest as an investor goes through it, from a project's landing page. */
export class InvestFlowPage {
  constructor(private readonly page: Page) {}

  heading(name: string | RegExp) {
    return this.page.getByRole('heading', { level: 1, name });
  }

  /** Registers from the project's landing page with the code the dev mailbox received. */
  async registerFromLanding(slug: string, email: string): Promise<void> {
    await this.page.goto(`/invest/${slug}`);
    await this.page.getByRole('link', { name: 'Create an account to invest' }).click();
    const register = new RegisterPage(this.page);
    await register.fill({ name: 'Lucía', surname: 'Martín', email, password: DEMO_PASSWORD });
    await register.submit();
    await expect(register.codeStep).toBeVisible();
    await expect.poll(async () => (await mailboxFor(this.page, email))[0]?.meta.code).toMatch(/^\d{5}$/);
    const [mail] = await mailboxFor(this.page, email);
    await register.verify(mail?.meta.code ?? '');
  }

  private async saveAndContinue(): Promise<void> {
    await this.page.getByRole('button', { name: 'Save and continue' }).click();
  }

  async identify(): Promise<void> {
    await expect(this.heading('Verify your identity')).toBeVisible();
    await this.page.getByLabel('Proof of identity').setInputFiles({ name: 'id-card.png', mimeType: 'image/png', buffer: PNG });
    await this.page.getByRole('button', { name: 'Send for verification' }).click();
    await this.page.getByRole('button', { name: 'Continue' }).click();
  }

  async chooseInvestorType(): Promise<void> {
    await expect(this.heading('What kind of investor are you?')).toBeVisible();
    await this.page.getByRole('radio', { name: 'Natural person' }).check();
    await this.page.getByRole('radio', { name: /^Non-sophisticated investor/ }).check();
    await this.saveAndContinue();
  }

  async fillAccountInformation(): Promise<void> {
    await expect(this.heading('Your personal details')).toBeVisible();
    await this.page.getByLabel('First name').fill('Lucía');
    await this.page.getByLabel('Surname').fill('Martín');
    await this.page.getByLabel('Date of birth').fill('1985-04-12');
    await this.page.getByLabel('Gender').selectOption({ label: 'Female' });
    await this.page.getByLabel(/^Phone/).fill('+34600111222');
    await this.page.getByLabel('Occupation').selectOption({ index: 1 });
    await this.page.getByLabel('Marital status').selectOption({ label: 'Single' });
    await this.saveAndContinue();
  }

  async fillAdditionalInformation(): Promise<void> {
    await expect(this.heading('Legal and banking details')).toBeVisible();
    await this.page.getByLabel('First name').fill('Lucía');
    await this.page.getByLabel('Surname').fill('Martín');
    await this.page.getByLabel(/^ID or passport number/).fill('12345678Z');
    await this.page.getByLabel(/^Date of birth/).fill('1985-04-12');
    await this.page.getByLabel('Nationality').fill('Spanish');
    await this.page.getByLabel('Street and number').fill('Calle Mayor 1');
    await this.page.getByLabel('City').fill('Valencia');
    await this.page.getByLabel('Postal code').fill('46001');
    await this.page.getByLabel('Province or region').fill('Valencia');
    await this.page.getByLabel('Country of residence').fill('Spain');
    await this.page.getByLabel('Account holder').fill('Lucía Martín');
    await this.page.getByLabel(/^IBAN/).fill('ES9121000418450200051332');
    await this.page.getByRole('group', { name: /politically exposed/ }).getByRole('radio', { name: 'No' }).check();
    await this.page.getByLabel(/Where does the money you invest come from/).selectOption({ index: 1 });
    await this.saveAndContinue();
  }

  /** Answers the seven questions, all right or all wrong. */
  async answerKnowledgeTest(right: boolean): Promise<void> {
    await expect(this.heading('Knowledge test')).toBeVisible();
    for (const [index, answer] of RIGHT_ANSWERS.entries()) {
      const question = this.page.getByRole('group', { name: new RegExp(`^${index + 1}\\. `) });
      await question.getByRole('radio', { name: answer === right ? 'True' : 'False' }).check();
    }
    await this.page.getByRole('button', { name: 'Send my answers' }).click();
  }

  /** Every onboarding step of the demo tenant, in its order, failing the knowledge test once. */
  async onboard(): Promise<void> {
    await this.identify();
    await this.chooseInvestorType();
    await this.fillAccountInformation();
    await this.fillAdditionalInformation();
    await this.answerKnowledgeTest(false);
    await expect(this.page.getByRole('status').filter({ hasText: 'You got 0 right answers; 5 are needed to pass.' })).toBeVisible();
    await this.page.getByRole('button', { name: 'Try again' }).click();
    // A pass goes straight on to the next step (the result stays for a later visit to the test).
    await this.answerKnowledgeTest(true);
  }

  /** The amount step: a number of tokens, both risks acknowledged. */
  async chooseTokens(tokens: number): Promise<void> {
    await expect(this.page.getByRole('heading', { name: 'How many tokens?' })).toBeVisible();
    await this.page.getByLabel(/^Number of tokens/).fill(String(tokens));
    await this.page.getByRole('checkbox', { name: /may lose all or part/ }).check();
    await this.page.getByRole('checkbox', { name: /may not be able to sell/ }).check();
    await this.page.getByRole('button', { name: 'Continue' }).click();
    await expect(this.heading('Contribution breakdown')).toBeVisible();
    await this.page.getByRole('link', { name: 'Choose how to pay' }).click();
  }

  /** The method step; the contract, which states the method, is signed next (invest, sign, pay). */
  async choosePaymentMethod(method: 'Card' | 'Bank transfer'): Promise<void> {
    await expect(this.heading('Payment method')).toBeVisible();
    await // "Card" must not pick "Card (payment terminal)".
    await this.page.getByRole('radio', { name: new RegExp(`^${method} (?!\\()`) }).check();
    await this.page.getByRole('button', { name: 'Continue to the contract' }).click();
  }

  /** The contract's text as the sign step shows it in the page. */
  contract(): Locator {
    return this.page.getByRole('region', { name: 'Contract text' });
  }

  /** From the card step to the API's hosted sandbox page, paying with a test card. */
  async payByCard(card: string): Promise<void> {
    await expect(this.heading('Pay on the secure payment page')).toBeVisible();
    await this.page.getByRole('button', { name: 'Go to the payment page' }).click();
    await expect(this.heading('Sandbox payment')).toBeVisible();
    await this.page.getByLabel('Card number').fill(card);
    await this.page.getByLabel('Expiry (MM/YY)').fill('12/39');
    await this.page.getByLabel('Security code (CVC)').fill('123');
    await this.page.getByRole('button', { name: /^Pay / }).click();
  }

  /**
   * The sign step, before paying: the contract is read in the page (its text, under the
   * production Content-Security-Policy), then signed; the payment step follows.
   */
  async sign(fullName: string, submit = 'Sign and continue to payment'): Promise<void> {
    await expect(this.heading('Sign your contract')).toBeVisible();
    await expect(this.contract()).toContainText('Contrato de inversión / Investment contract');
    await expect(this.contract()).toContainText('Total a pagar / Total to pay');
    await this.page.getByLabel(/^Full name/).fill(fullName);
    await this.page.getByRole('button', { name: 'Sign with my typed name' }).click();
    await this.page.getByRole('checkbox', { name: /agree to sign it electronically/ }).check();
    await this.page.getByRole('button', { name: submit }).click();
  }
}
