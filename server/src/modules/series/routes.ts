import type { FastifyInstance } from 'fastify';
import { seriesContracts as api } from '@protocol/api/series';
import { contractRoute } from '../../lib/contract-route';
import { ok } from '../../lib/envelope';
import { createRoute, removeRoute, updateRoute } from '../admin';
import { createSeries } from './create';
import { deleteSeries, listSeriesForDesk, orderSeries, seriesForDesk, updateSeries } from './desk';
import { publicSeries, publicSeriesList } from './reads';

/** Series (专栏, docs/behaviour.md §9.6): the desk's writes and everyone's reads (protocol/api/series.ts). */
export default async function seriesModule(app: FastifyInstance): Promise<void> {
  contractRoute(app, api.list, async () => ok(await publicSeriesList(app.db)));
  contractRoute(app, api.one, async (request) => ok(await publicSeries(app.db, request.params.id)));

  await app.register(async (desk) => {
    // As on the rest of the desk (docs/admin-api.md): the role is checked before the body is read.
    desk.addHook('onRequest', app.requireAdmin);
    contractRoute(desk, api.adminList, async () => ok(await listSeriesForDesk(app.db)));
    contractRoute(desk, api.adminOne, async (request) => ok(await seriesForDesk(app.db, request.params.id)));
    createRoute(desk, api.adminCreate, '创建成功', (body) => createSeries(app.db, body));
    updateRoute(desk, api.adminUpdate, (id, body) => updateSeries(app.db, id, body));
    removeRoute(desk, api.adminRemove, (id) => deleteSeries(app.db, id));
    contractRoute(desk, api.adminOrder, async (request) => {
      await orderSeries(app.db, request.params.id, request.body.idList);
      return ok(null, '排序已保存');
    });
  });
}
