import type { HomePage } from '@faith-shield/contract/home/home-page';
import type { Director } from '@faith-shield/contract/public-site/directors';
import type { WaitListQuestion } from '@faith-shield/contract/public-site/get-wait-list-question';
import type { LegalPage } from '@faith-shield/contract/public-site/legal-page';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromAnyIp } from '../helpers/accounts';
import { createOrganisation } from '../helpers/factories';
import { testDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { createOperator, lastAudit } from './operator-fixtures';

let server: TestServer;
let call: ReturnType<typeof fromAnyIp>;
beforeAll(async () => {
  server = await startTestServer();
  call = fromAnyIp(server);
});
afterAll(() => server.close());

const publicHomePage = async () => (await call<HomePage>('home_page')).body.data as HomePage;

/** The page as the console's form sends it: text fields, lists as JSON text. */
const formOf = (page: HomePage) => {
  const { our_testimonial, core_feature, why_choose, faq, subscription_plan, event, ...fields } = page;
  const lists = { our_testimonial, core_feature, why_choose, faq, subscription_plan, event };
  return {
    ...fields,
    ...Object.fromEntries(Object.entries(lists).map(([name, list]) => [name, JSON.stringify(list)])),
  };
};

describe('operator_save_home_page', () => {
  it('changes what every visitor reads at once, sanitised, with an audit row; bad input changes nothing', async () => {
    const db = (await testDatabase()).db;
    const { operator, token } = await createOperator(db);
    const original = await publicHomePage(); // also fills the public answer cache
    try {
      // refused to an organisation's owner, and without a token
      const { owner } = await createOrganisation(db);
      const asOwner = await call('operator_save_home_page', formOf(original), { token: owner.token });
      expect(asOwner.code).toBe(403);
      expect((await call('operator_save_home_page', formOf(original))).code).toBe(401);

      const empty = await call(
        'operator_save_home_page',
        { ...formOf(original), home_tiltle: '  ' },
        { token },
      );
      expect(empty.code).toBe(422);
      expect(empty.body.errors).toMatchObject({ home_tiltle: 'Please enter the home page title.' });
      const badFaq = JSON.stringify([{ title: '', description: 'An answer' }]);
      const badItem = await call('operator_save_home_page', { ...formOf(original), faq: badFaq }, { token });
      expect(badItem.code).toBe(422);
      expect(badItem.body.errors).toMatchObject({ 'faq.0.title': 'Please enter a title.' });
      expect((await publicHomePage()).home_tiltle).toBe(original.home_tiltle);

      const edited = {
        ...original,
        home_tiltle: 'Safer places of worship, together',
        home_description: '<p>Plan <strong>calmly</strong>.</p><script>alert(1)</script>',
        faq: [{ title: 'Is it free to try?', description: 'Yes, for 14 days.' }],
      };
      const saved = await call<HomePage>('operator_save_home_page', formOf(edited), { token });
      expect(saved.code).toBe(200);
      expect(saved.body.message).toBe('The home page has been saved.');

      const seen = await publicHomePage();
      expect(seen.home_tiltle).toBe('Safer places of worship, together');
      expect(seen.home_description).toBe('<p>Plan <strong>calmly</strong>.</p>');
      expect(seen.faq).toEqual([{ title: 'Is it free to try?', description: 'Yes, for 14 days.' }]);
      expect(seen.core_feature).toEqual(original.core_feature);

      const audit = await lastAudit(db, operator.id, 'home_page.updated');
      expect(audit).toMatchObject({ subject: 'home_page' });
      expect(audit?.before).toMatchObject({ home_tiltle: original.home_tiltle });
      expect(audit?.after).toMatchObject({ home_tiltle: 'Safer places of worship, together' });
    } finally {
      await call('operator_save_home_page', formOf(original), { token });
    }
    expect((await publicHomePage()).home_tiltle).toBe(original.home_tiltle);
  });
});

describe('operator_save_legal_page and operator_save_directors', () => {
  it('change the public pages at once, sanitised and audited', async () => {
    const db = (await testDatabase()).db;
    const { operator, token } = await createOperator(db);
    const legal = async () => (await call<LegalPage>('legal_page', { slug: 'terms' })).body.data as LegalPage;
    const directors = async () =>
      (await call<Director[]>('directors', {}, { method: 'GET' })).body.data as Director[];
    const [originalTerms, originalBoard] = [await legal(), await directors()];
    try {
      const missing = await call(
        'operator_save_legal_page',
        { slug: 'terms', title: 'Terms', body_html: '' },
        { token },
      );
      expect(missing.code).toBe(422);
      expect(missing.body.errors).toMatchObject({ body_html: 'Please enter the page text.' });
      const unknown = await call(
        'operator_save_legal_page',
        { slug: 'cookies', title: 'T', body_html: 'x' },
        { token },
      );
      expect(unknown.body.errors).toMatchObject({ slug: 'Please choose a page: privacy or terms.' });

      const body = '<h2>Use</h2><p onclick="steal()">Be kind.</p><img src=x onerror=alert(1)>';
      expect(
        (
          await call(
            'operator_save_legal_page',
            { slug: 'terms', title: 'Terms of use', body_html: body },
            { token },
          )
        ).code,
      ).toBe(200);
      expect(await legal()).toMatchObject({
        title: 'Terms of use',
        body_html: '<h2>Use</h2><p>Be kind.</p>',
      });
      expect((await lastAudit(db, operator.id, 'legal_page.updated'))?.before).toMatchObject({
        title: originalTerms.title,
      });

      const board = [{ name: 'Ruth Okafor', type: 'Chair', image: '' }];
      const noName = await call(
        'operator_save_directors',
        { directors: JSON.stringify([{ name: '', type: 'Chair', image: '' }]) },
        { token },
      );
      expect(noName.body.errors).toMatchObject({ 'directors.0.name': 'Please enter the name.' });
      expect(
        (await call('operator_save_directors', { directors: JSON.stringify(board) }, { token })).code,
      ).toBe(200);
      expect(await directors()).toEqual(board);
      expect((await lastAudit(db, operator.id, 'directors.updated'))?.after).toEqual({ items: board });
    } finally {
      await call(
        'operator_save_legal_page',
        { slug: 'terms', title: originalTerms.title, body_html: originalTerms.body_html },
        { token },
      );
      await call('operator_save_directors', { directors: JSON.stringify(originalBoard) }, { token });
    }
  });
});

describe('operator_save_wait_list_questions', () => {
  it('rewrites the questionnaire visitors read at once, keeping the ids it was given', async () => {
    const db = (await testDatabase()).db;
    const { operator, token } = await createOperator(db);
    const questions = async () =>
      (await call<WaitListQuestion[]>('get_wait_list_question', {}, { method: 'GET' })).body
        .data as WaitListQuestion[];
    const original = await questions();
    const [first] = original;
    if (!first) throw new Error('the seeded questionnaire is empty');
    try {
      const noAnswer = [{ name: 'How many attend?', type: 'radio', answers: [] }];
      const refused = await call(
        'operator_save_wait_list_questions',
        { questions: JSON.stringify(noAnswer) },
        { token },
      );
      expect(refused.body.errors).toMatchObject({
        'questions.0.answers': 'Please give the question at least one answer.',
      });

      // every kept row keeps its id, so putting the original back leaves the seeded ids in place
      const edited = [
        { ...first, name: `${first.name} (edited)`, answers: [...first.answers, { name: 'Something else' }] },
        ...original.slice(1),
        { name: 'Do you stream services?', type: 'radio', answers: [{ name: 'Yes' }, { name: 'No' }] },
      ];
      expect(
        (await call('operator_save_wait_list_questions', { questions: JSON.stringify(edited) }, { token }))
          .code,
      ).toBe(200);
      const seen = await questions();
      expect(seen.map((question) => question.name)).toEqual([
        `${first.name} (edited)`,
        ...original.slice(1).map((question) => question.name),
        'Do you stream services?',
      ]);
      expect(seen.slice(0, -1).map((question) => question.id)).toEqual(
        original.map((question) => question.id),
      );
      expect(seen[0]?.answers.map((answer) => answer.name)).toEqual([
        ...first.answers.map((answer) => answer.name),
        'Something else',
      ]);
      expect((await lastAudit(db, operator.id, 'wait_list_questions.updated'))?.before).toEqual({
        items: original,
      });
    } finally {
      await call('operator_save_wait_list_questions', { questions: JSON.stringify(original) }, { token });
    }
    expect(await questions()).toEqual(original);
  });
});
