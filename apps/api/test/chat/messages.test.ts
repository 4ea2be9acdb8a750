import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages } from '../../src/db/schema/index';
import { conversationKey } from '../../src/features/chat/conversation-key';
import { testDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { chatCalls, chatOrganisation } from './chat-fixtures';

let server: TestServer;
let chat: ReturnType<typeof chatCalls>;
beforeAll(async () => {
  server = await startTestServer();
  chat = chatCalls(server);
});
afterAll(() => server.close());

const pair = async () => {
  const church = await chatOrganisation();
  return { owner: church.owner, member: await church.member() };
};

describe('a message is sanitised HTML (DESIGN.md §4)', () => {
  it('never gives back a script, a handler or a frame, stored or answered', async () => {
    const { owner, member } = await pair();
    const hostile =
      'Hi<script>alert(document.cookie)</script><img src=x onerror="alert(1)"><iframe src="https://evil.example"></iframe> <b onclick="steal()">team</b>';
    const sent = await chat.send(owner, member, hostile);
    expect(sent.code).toBe(200);
    expect(sent.body.data?.message).toBe('Hi <b>team</b>');
    const read = (await chat.open(member, owner)).body.data?.chat_array[0]?.message ?? '';
    expect(read).toBe('Hi <b>team</b>');
    for (const text of [read, JSON.stringify((await chat.list(member)).body.data)])
      expect(text).not.toMatch(/script|onerror|onclick|iframe|alert/i);
  });

  it('keeps a link, opening safely in a new tab, and drops a javascript: one', async () => {
    const { owner, member } = await pair();
    const sent = await chat.send(
      owner,
      member,
      'Plan: <a href="https://faithshield.app/plan" target="_top">here</a> and <a href="javascript:alert(1)">there</a><br>Thanks',
    );
    expect(sent.body.data?.message).toBe(
      'Plan: <a href="https://faithshield.app/plan" target="_blank" rel="noopener noreferrer nofollow">here</a> and <a>there</a><br />Thanks',
    );
  });

  it('shows typed markup as text when the web app sends it escaped', async () => {
    const { owner, member } = await pair();
    const sent = await chat.send(owner, member, 'Use &lt;b&gt; for bold &amp; more');
    expect(sent.body.data?.message).toBe('Use &lt;b&gt; for bold &amp; more');
  });

  it('refuses an empty message, also one that is empty once made safe, and stores nothing', async () => {
    const { owner, member } = await pair();
    for (const message of ['', '   ', '<br><p> </p>', '<script>alert(1)</script>']) {
      const { code, body } = await chat.send(owner, member, message);
      expect(code, message).toBe(422);
      expect(body).toMatchObject({ status: 0, message: 'Please enter a message' });
      expect(body.errors).toEqual({ message: 'Please enter a message' });
    }
    expect((await chat.open(member, owner)).body.data?.chat_array).toEqual([]);
  });

  it('takes 4,000 characters and refuses 4,001, counting what the reader sees', async () => {
    const { owner, member } = await pair();
    const longest = await chat.send(owner, member, 'x'.repeat(4000));
    expect(longest.code, longest.body.message).toBe(200);
    // escapes and tags do not count: 4,000 characters of '&' are 20,000 of HTML
    expect((await chat.send(owner, member, `<b>${'&amp;'.repeat(4000)}</b>`)).code).toBe(200);
    for (const message of ['x'.repeat(4001), `<b>${'&amp;'.repeat(4001)}</b>`, 'x'.repeat(100_000)]) {
      const { code, body } = await chat.send(owner, member, message);
      expect(code).toBe(422);
      expect(body.errors).toEqual({ message: 'Messages can be at most 4,000 characters.' });
    }
    expect((await chat.open(member, owner)).body.data?.chat_array).toHaveLength(2);
  });

  it('answers who sent it to whom and when, in UTC', async () => {
    const { owner, member } = await pair();
    const before = Date.now();
    const sent = (await chat.send(member, owner, 'On my way')).body.data;
    expect(sent).toMatchObject({ from_user_id: member.id, to_user_id: owner.id, message: 'On my way' });
    expect(sent?.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(Date.parse(sent?.created_at ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect((await chat.open(owner, member)).body.data?.chat_array).toEqual([sent]);
  });
});

describe('paging: the latest 50, older ones as the reader scrolls up', () => {
  it('answers the latest 50 oldest first, then each page before, until none is left', async () => {
    const { owner, member } = await pair();
    const { db } = await testDatabase();
    await db.insert(chatMessages).values(
      Array.from({ length: 120 }, (_, index) => ({
        conversationKey: conversationKey(owner.id, member.id),
        fromUserId: index % 2 ? owner.id : member.id,
        toUserId: index % 2 ? member.id : owner.id,
        message: `Message ${index + 1}`,
      })),
    );
    const texts = (chat_array: { message: string }[] = []) => chat_array.map((message) => message.message);
    const range = (from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, index) => `Message ${from + index}`);

    const latest = (await chat.open(owner, member)).body.data;
    expect(texts(latest?.chat_array)).toEqual(range(71, 120));
    expect(latest?.has_more).toBe(true);
    const second = (await chat.open(owner, member, latest?.chat_array[0]?.id)).body.data;
    expect(texts(second?.chat_array)).toEqual(range(21, 70));
    expect(second?.has_more).toBe(true);
    const last = (await chat.open(owner, member, second?.chat_array[0]?.id)).body.data;
    expect(texts(last?.chat_array)).toEqual(range(1, 20));
    expect(last?.has_more).toBe(false);
  });

  it('refuses a page mark that is not one', async () => {
    const { owner, member } = await pair();
    const { code } = await chat.open(owner, member, 'abc');
    expect(code).toBe(422);
  });
});
