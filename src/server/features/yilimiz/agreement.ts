import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { splitAgreement, type AgreementItem, type YearAgreement } from '../../../shared/yilimiz';
import { finishedInYear, LIST_SPECS, type YearRange } from './list-year';

/**
 * 'En çok anlaştığımız' / 'En az anlaştığımız' (İkimiz, issue 34): the year's finished films,
 * series and books that both members rated, by the difference between their two ratings (a tie
 * goes to the higher pair first, then the title). One statement over the year's rows.
 */
export async function agreementOfYear(db: Db, r: YearRange): Promise<YearAgreement> {
  const rated = Object.entries(LIST_SPECS).map(([kind, spec]) => {
    const t = sql.identifier('t');
    return sql`select ${kind}::text as kind, t.id, t.title, t.${sql.identifier(spec.cover)} as cover, r.member_id, r.rating
      from ${sql.identifier(spec.table)} t join item_ratings r on r.${sql.identifier(spec.rated)} = t.id and r.rating is not null
      where ${finishedInYear(r, spec, t)}`;
  });
  const rows = await rowsOf<AgreementItem>(
    db,
    sql`select x.kind, x.id, x.title, x.cover, max(x.rating) - min(x.rating) as difference,
               json_agg(json_build_object('memberId', x.member_id, 'displayName', u.display_name, 'rating', x.rating) order by u.created_at, u.id) as ratings
        from (${sql.join(rated, sql` union all `)}) x join users u on u.id = x.member_id
        group by x.kind, x.id, x.title, x.cover
        having count(*) = 2
        order by max(x.rating) - min(x.rating), max(x.rating) + min(x.rating) desc, x.title, x.id`,
  );
  return splitAgreement(rows.map((row) => ({ ...row, difference: Number(row.difference) })));
}
