import { setTimeout as sleep } from 'node:timers/promises';
import type { AddWaitListRequestSchema } from '@faith-shield/contract/public-site/add-wait-list';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { waitlistApplicants } from '../../db/schema/index';
import type { AppDeps } from '../../http/app-deps';
import { checkWaitListAnswers } from './check-wait-list-answers';
import { listWaitListQuestions } from './get-wait-list-question';
import { waitListConfirmationMail } from './wait-list-confirmation-mail';

type WaitListDeps = Pick<AppDeps, 'db' | 'mailer' | 'now' | 'afterAnswer'> & {
  homeUrl: string;
  log: FastifyBaseLogger;
};
type Application = z.output<typeof AddWaitListRequestSchema>;

/** How long the answer waits for the mail server; a slow send goes on after the answer. */
const MAIL_WAIT_MS = 10_000;

/**
 * Stores the application, then sends the confirmation mail: a mail failure is logged and never
 * loses the application. An e-mail already on the list (any letter case) keeps its first
 * application and gets no second mail (docs/decisions/004).
 */
export async function addToWaitList(
  deps: WaitListDeps,
  application: Application,
): Promise<{ isNew: boolean }> {
  const choices = checkWaitListAnswers(await listWaitListQuestions(deps.db), application.question_detail);
  const [applicant] = await deps.db
    .insert(waitlistApplicants)
    .values({
      firstName: application.first_name,
      lastName: application.last_name,
      organization: application.organization,
      email: application.email,
      zipCode: application.zip_code,
      questionDetail: choices,
      createdAt: deps.now(),
    })
    // the unique index on lower(email) decides, so two requests at once still keep one row
    .onConflictDoNothing()
    .returning({ id: waitlistApplicants.id });
  if (!applicant) return { isNew: false };

  const sending = sendConfirmation(deps, applicant.id, application);
  deps.afterAnswer.run('the waitlist confirmation', () => sending);
  await Promise.race([sending, sleep(MAIL_WAIT_MS, undefined, { ref: false })]);
  return { isNew: true };
}

async function sendConfirmation(deps: WaitListDeps, applicantId: string, application: Application) {
  const mail = waitListConfirmationMail(application.email, deps.homeUrl);
  try {
    await deps.mailer.send(mail);
  } catch (err) {
    // confirmation_sent_at stays null, so the mail can be sent again later
    deps.log.error({ err, applicantId }, 'waitlist confirmation mail failed');
    return;
  }
  await deps.db
    .update(waitlistApplicants)
    .set({ confirmationSentAt: deps.now() })
    .where(eq(waitlistApplicants.id, applicantId))
    .catch((err: unknown) => deps.log.error({ err, applicantId }, 'waitlist confirmation not recorded'));
}
