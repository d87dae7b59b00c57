import type { FastifyInstance } from 'fastify';
import { answerInput, dailyQuestionMessages as m, historyQuery, type QuestionToday } from '../../../shared/daily-question';
import { memberOf } from '../../platform/auth/auth-plugin';
import { publishChange } from '../../platform/events/sse-routes';
import { badRequest } from '../../platform/http-errors';
import { parse } from '../../platform/validate';
import type { SessionMember } from '../../platform/context';
import { notifyPartner } from '../notifications/notify';
import { ensureDay, findDay, saveAnswer, spaceMembers, type DayWithAnswers } from './repo';
import { presentAnswers, presentQuestion } from './present';
import { listHistory } from './history';
import { decodeDayCursor } from './cursor';
import { customQuestionRoutes } from './custom-routes';
import { spaceToday } from './space-day';

/**
 * Günün Sorusu: one question a day per space, the same for both; each answers privately, and the
 * other's words reach a member only once their own answer is saved (present.ts). Live events
 * name the topic only, never a text: each page then reads through these routes.
 */
export async function dailyQuestionRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  const today = (member: SessionMember) => spaceToday(app, member.spaceId);

  async function todayOf(member: SessionMember, row: DayWithAnswers, date: string): Promise<QuestionToday> {
    return { today: date, question: presentQuestion(row), ...presentAnswers(member.id, await spaceMembers(db, member.spaceId), row.answers) };
  }

  app.get('/daily-question/today', async (request) => {
    const member = memberOf(request);
    const date = await today(member);
    return todayOf(member, await ensureDay(db, member.spaceId, date), date);
  });

  app.put('/daily-question/answer', async (request) => {
    const member = memberOf(request);
    const input = parse(answerInput, request.body);
    const date = await today(member);
    // An answer is for the day it was written on: yesterday's question left open past midnight,
    // or an earlier answer, is refused rather than moved to today's question.
    if (input.day !== date) throw badRequest(m.notToday);
    const { id: dayId } = await ensureDay(db, member.spaceId, date);
    const first = await saveAnswer(db, { spaceId: member.spaceId, dayId, userId: member.id, text: input.text, now: app.ctx.now() });
    const view = await todayOf(member, (await findDay(db, member.spaceId, date))!, date);
    void publishChange(app, member.spaceId, 'daily-question', member.id);
    if (first) {
      // The words never travel in a notice: only that an answer is waiting, or that both are in.
      const push = { kind: 'daily-question' as const, url: '/soru', tag: `daily-question:${member.spaceId}:${date}` };
      if (view.allAnswered) await notifyPartner(app, member, { text: () => ({ title: m.notificationTitle, message: m.bothAnsweredNotice }), dedupeKey: `question-both:${date}`, push });
      else await notifyPartner(app, member, { text: () => ({ title: m.notificationTitle, message: m.partnerAnswered(member.displayName) }), dedupeKey: `question-answered:${date}:${member.id}`, push });
    }
    return view;
  });

  app.get('/daily-question/history', async (request) => {
    const member = memberOf(request);
    const q = parse(historyQuery, request.query);
    const before = q.cursor ? decodeDayCursor(q.cursor) : null;
    return listHistory(db, member.spaceId, member.id, await today(member), { search: q.q || undefined, before, limit: q.limit });
  });

  await app.register(customQuestionRoutes);
}
