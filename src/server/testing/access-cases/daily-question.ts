import { expect } from 'vitest';
import { todayInSpaceZone } from '../../../shared/dates';
import { defineAccessCases, ownerOnly, ownSpace, type AccessWorld } from '../access-table';

const ANSWER = 'Sahibinin gizli cevabı';
const today = ({ app }: AccessWorld) => todayInSpaceZone(app.ctx.now(), 'Europe/Istanbul');
const answer = async (world: AccessWorld, who: 'owner' | 'partner' = 'owner') => {
  const res = await world.couple[who].api({ method: 'PUT', url: '/api/daily-question/answer', payload: { day: today(world), text: `${ANSWER} (${who})` } });
  expect(res.statusCode).toBe(200);
};
const addQuestion = async ({ couple }: AccessWorld) => {
  const res = await couple.owner.api({ method: 'POST', url: '/api/daily-question/custom', payload: { text: `Sahibinin sorusu ${crypto.randomUUID()}?`, category: 'biz' } });
  return res.json().question.id as string;
};
/** No answer of the couple's in what another member reads unless that member answered too. */
const noOwnerAnswer = ({ res, actor }: { res: { body: string }; actor: string }) => {
  if (actor === 'partner' || actor === 'other') expect(res.body).not.toContain(ANSWER);
};

/** Günün Sorusu: each space its own day, answers private until one's own; own questions only their writer deletes. */
export const accessCases = defineAccessCases([
  {
    method: 'GET',
    route: '/api/daily-question/today',
    setup: async (world) => (await answer(world), { url: '/api/daily-question/today' }),
    expect: ownSpace(200),
    check: noOwnerAnswer,
  },
  {
    method: 'PUT',
    route: '/api/daily-question/answer',
    setup: (world) => ({ url: '/api/daily-question/answer', payload: { day: today(world), text: 'Benim cevabım' } }),
    expect: ownSpace(200),
  },
  {
    method: 'GET',
    route: '/api/daily-question/history',
    setup: async (world) => (await answer(world), { url: '/api/daily-question/history?q=Sahibinin' }),
    expect: ownSpace(200),
    check: noOwnerAnswer,
  },
  {
    method: 'GET',
    route: '/api/daily-question/custom',
    setup: async (world) => (await addQuestion(world), { url: '/api/daily-question/custom' }),
    expect: ownSpace(200),
    check: ({ res, actor }) => {
      if (actor === 'anonymous') return;
      const texts = (res.json().questions as { text: string }[]).map((q) => q.text);
      expect(texts.some((t) => t.startsWith('Sahibinin sorusu'))).toBe(actor !== 'other');
    },
  },
  {
    method: 'POST',
    route: '/api/daily-question/custom',
    setup: () => ({ url: '/api/daily-question/custom', payload: { text: `Yeni bir soru ${crypto.randomUUID()}?`, category: 'eglence' } }),
    expect: ownSpace(201),
  },
  {
    method: 'DELETE',
    route: '/api/daily-question/custom/:id',
    setup: async (world) => ({ url: `/api/daily-question/custom/${await addQuestion(world)}` }),
    expect: ownerOnly(200),
  },
  {
    method: 'PUT',
    route: '/api/daily-question/year-pick',
    setup: async (world) => {
      await answer(world, 'owner');
      await answer(world, 'partner');
      return { url: '/api/daily-question/year-pick', payload: { day: today(world) } };
    },
    // Another couple has no such answered day of its own: refused, and nothing of the couple's moves.
    expect: { owner: 200, partner: 200, other: 400, anonymous: 401 },
  },
  {
    method: 'DELETE',
    route: '/api/daily-question/year-pick/:year',
    setup: async (world) => {
      await answer(world, 'owner');
      await answer(world, 'partner');
      await world.couple.owner.api({ method: 'PUT', url: '/api/daily-question/year-pick', payload: { day: today(world) } });
      return { url: `/api/daily-question/year-pick/${today(world).slice(0, 4)}` };
    },
    expect: ownSpace(200),
    check: async ({ actor, world }) => {
      if (actor !== 'other') return;
      const res = await world.couple.owner.api({ url: '/api/daily-question/history' });
      // Another couple's delete took nothing of this couple's (today is not history: read today's pick through Yılımız).
      expect(res.statusCode).toBe(200);
      const review = (await world.couple.owner.api({ url: `/api/yilimiz/${today(world).slice(0, 4)}` })).json();
      expect(review.questions.pick?.day).toBe(today(world));
    },
  },
]);
