import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { memories } from '../../db/schema';
import type { Memory } from '../../../shared/memories';
import { presentMemoryRow, type MemoryRow } from './presenter';

export type Direction = 'asc' | 'desc';
/** An order over the three sort keys of memories, e.g. [['likeCount','desc'], ['date','desc'], ['id','desc']]. */
export type MemoryOrder = [key: 'date' | 'id' | 'likeCount', direction: Direction][];

const keyColumn = { date: memories.date, id: memories.id, likeCount: memories.likeCount };
const keyName = { date: 'date', id: 'id', likeCount: 'like_count' };

/**
 * Memories with everything a card shows, in one statement. The matching rows are picked first
 * (an index range scan with LIMIT, materialized), and only those few get their photos, the
 * viewer's like and the comment count: asked over the whole space, the planner would hash every
 * like of the member on every page.
 */
export async function readMemories(db: Db, viewerId: string, q: { where: SQL | undefined; order: MemoryOrder; limit: number }): Promise<(Memory & { likeCount: number })[]> {
  const inner = q.order.length ? sql`order by ${sql.join(q.order.map(([k, d]) => sql`${keyColumn[k]} ${sql.raw(d)}`), sql`, `)}` : sql``;
  const outer = q.order.length ? sql`order by ${sql.join(q.order.map(([k, d]) => sql.raw(`page.${keyName[k]} ${d}`)), sql`, `)}` : sql``;
  const rows = await rowsOf<MemoryRow>(db, sql`
    with page as materialized (
      select ${memories.id} as id, ${memories.spaceId} as space_id, ${memories.title} as title, ${memories.description} as description,
             ${memories.date} as date, ${memories.category} as category, ${memories.likeCount} as like_count,
             ${memories.createdAt} as created_at, ${memories.updatedAt} as updated_at, ${memories.addedBy} as added_by
      from ${memories}
      where ${q.where ?? sql`true`}
      ${inner}
      limit ${q.limit}
    )
    select page.id, page.title, page.description, page.date::text as date, page.category, page.like_count,
           (extract(epoch from page.created_at) * 1000)::float8 as created_at,
           (extract(epoch from page.updated_at) * 1000)::float8 as updated_at, page.added_by, u.display_name as added_by_name,
           exists (select 1 from memory_likes l where l.memory_id = page.id and l.user_id = ${viewerId}) as liked_by_me,
           (select count(*)::int from memory_comments c where c.memory_id = page.id) as comment_count,
           coalesce((select json_agg(json_build_object('photoId', p.id, 'width', p.width, 'height', p.height) order by mp.position)
                     from memory_photos mp join photos p on p.id = mp.photo_id
                     where mp.memory_id = page.id), '[]'::json) as photos
    from page
    left join users u on u.id = page.added_by and u.space_id = page.space_id
    ${outer}
  `);
  return rows.map(presentMemoryRow);
}
