import { memories, memoryComments, memoryLikes } from '../../db/schema';
import { socialRepo } from '../../platform/social/repo';

/** A memory's likes and comments: the platform's social kit over the memories' tables. */
export const memorySocial = socialRepo({
  parent: { table: memories, id: memories.id, likeCount: memories.likeCount },
  likes: { table: memoryLikes, parentId: memoryLikes.memoryId, userId: memoryLikes.userId },
  comments: {
    table: memoryComments,
    id: memoryComments.id,
    parentId: memoryComments.memoryId,
    spaceId: memoryComments.spaceId,
    userId: memoryComments.userId,
    text: memoryComments.text,
    createdAt: memoryComments.createdAt,
  },
  key: 'memoryId',
});
