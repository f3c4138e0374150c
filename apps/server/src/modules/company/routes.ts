import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './accounts.routes';
import { addressRoutes } from './addresses.routes';
import { baseRoutes } from './base.routes';
import { meetingRoomRoutes } from './meeting-rooms.routes';
import { orgRoutes } from './org.routes';
import { roleRoutes } from './roles.routes';
import { teamRoutes } from './teams.routes';

/** Company settings (/user/company/* and /user/manage/role). */
export async function companyRoutes(app: FastifyInstance) {
  await app.register(accountRoutes);
  await app.register(roleRoutes);
  await app.register(orgRoutes);
  await app.register(teamRoutes);
  await app.register(baseRoutes);
  await app.register(addressRoutes);
  await app.register(meetingRoomRoutes);
}
