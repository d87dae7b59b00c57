import { memories, memoryComments, memoryLikes } from '../../db/schema';
import { socialRepo } from '../../platform/social/repo';

/** A memory's likes and comments: the platform's social kit over the memories' tables. */
export const memorySocial = socialRepo(memories, { likes: memoryLikes, comments: memoryComments }, 'memoryId');
