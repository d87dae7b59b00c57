import type { FastifyInstance } from 'fastify';
import { CUSTOM_QUESTIONS_MAX, customQuestionInput, dailyQuestionMessages as m, yearPickInput } from '../../../shared/daily-question';
import { YEAR_MIN } from '../../../shared/yilimiz';
import { memberOf } from '../../platform/auth/auth-plugin';
import { publishChange } from '../../platform/events/sse-routes';
import { badRequest, notFound } from '../../platform/http-errors';
import { ownerGuard } from '../../platform/owned-records';
import { parse } from '../../platform/validate';
import type { SessionMember } from '../../platform/context';
import { answeredByAll, clearYearPick, customRepo, customStanding, listCustom, setYearPick } from './custom-repo';
import { spaceToday } from './space-day';

/** 'Kendi sorunuzu ekleyin' and 'Yılın sorusu': the couple's own questions and the year's chosen day. */
export async function customQuestionRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const changed = (member: SessionMember) => void publishChange(app, member.spaceId, 'daily-question', member.id);
  const ownQuestion = ownerGuard(async (member, id) => (await listCustom(db, member.spaceId, id))[0] ?? null, (q) => q.addedBy?.id);

  app.get('/daily-question/custom', async (request) => ({ questions: await listCustom(db, memberOf(request).spaceId) }));

  app.post('/daily-question/custom', async (request, reply) => {
    const member = memberOf(request);
    const input = parse(customQuestionInput, request.body);
    const standing = await customStanding(db, member.spaceId, input.text);
    if (standing.count >= CUSTOM_QUESTIONS_MAX) throw badRequest(m.customTooMany);
    if (standing.duplicate) throw badRequest(m.customDuplicate);
    const id = await customRepo.insert(db, member.spaceId, member.id, input, app.ctx.now());
    changed(member);
    return reply.code(201).send({ question: (await listCustom(db, member.spaceId, id))[0] });
  });

  // Out of the rotation; the days it was asked keep their text and answers (question_days holds it).
  app.delete('/daily-question/custom/:id', async (request) => {
    const member = memberOf(request);
    const { id } = await ownQuestion(member, (request.params as { id: string }).id, m.onlyAdderDeletes);
    await customRepo.remove(db, member.spaceId, id);
    changed(member);
    return { ok: true };
  });

  app.put('/daily-question/year-pick', async (request) => {
    const member = memberOf(request);
    const { day } = parse(yearPickInput, request.body);
    const found = await answeredByAll(db, member.spaceId, day, await spaceToday(app, member.spaceId));
    if (!found) throw badRequest(m.yearPickNeedsBoth);
    const year = Number(day.slice(0, 4));
    await setYearPick(db, member.spaceId, found.id, year, member.id, app.ctx.now());
    changed(member);
    return { year, day };
  });

  app.delete('/daily-question/year-pick/:year', async (request) => {
    const member = memberOf(request);
    const raw = String((request.params as { year?: unknown }).year ?? '');
    if (!/^\d{4}$/.test(raw) || Number(raw) < YEAR_MIN) throw notFound();
    await clearYearPick(db, member.spaceId, Number(raw));
    changed(member);
    return { ok: true };
  });
}
