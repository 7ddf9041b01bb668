import type { AppDeps } from '../http/appDeps';
import type { Handlers } from '../http/handlers';
import { requireStaff } from '../staff/staffAccess';
import { noStore } from './appointmentReplies';
import { addBlock, blockList, removeBlock } from './bookingBlocks.service';

type BlockOperations = 'listBookingBlocks' | 'addBookingBlock' | 'removeBookingBlock';

/**
 * The staff's block list (tag `staff`, issue 38), behind the same staff check as the schedule. Logs name
 * the staff member by id and the block by id and kind, never the address or number blocked.
 */
export function bookingBlockRoutes({ config, database }: AppDeps): Pick<Handlers, BlockOperations> {
  const { db } = database;
  const staff = (request: Parameters<typeof requireStaff>[2]) =>
    requireStaff(db, config.staffEmails, request);

  return {
    async listBookingBlocks(request, reply) {
      await staff(request);
      return noStore(reply).send({ blocks: await blockList(db) });
    },

    async addBookingBlock(request, reply) {
      const member = await staff(request);
      await addBlock(db, request.body, member);
      request.log.info({ kind: request.body.kind, staffUserId: member.userId }, 'booking block added');
      return noStore(reply)
        .code(201)
        .send({ blocks: await blockList(db) });
    },

    async removeBookingBlock(request, reply) {
      const member = await staff(request);
      await removeBlock(db, request.params.id);
      request.log.info({ blockId: request.params.id, staffUserId: member.userId }, 'booking block removed');
      return noStore(reply).send({ blocks: await blockList(db) });
    },
  };
}
