/**
 * The customization editor's endpoints of the HTTP contract, answered from memory by MSW
 * handlers: the payload and its version, save (parsed with the shared schema, so a refused CSS
 * answers the API's 400 with the field's key), the versions, one version, restore, and the
 * favicon and logo uploads (an address per upload; the bytes are not checked). Jest
 * tests (`msw/node`) and a remote's standalone dev server (`msw/browser`) use the same handlers.
 * Paths start with `*`: whichever tenant's API base the page resolves.
 */
import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { collectFieldErrors } from '../validation/field-errors';
import { customizationDraftFixture, customizationVersionFixture } from './customization-admin-testing';
import { changedPaths, saveCustomizationRequestSchema, type CustomizationDraft, type CustomizationVersion } from './customization-admin.schemas';

const summary = ({ payload: _payload, ...rest }: CustomizationVersion) => rest;

/** `versions`: oldest first; the last is the current payload. */
export function customizationAdminApi(versions: readonly CustomizationVersion[] = [customizationVersionFixture()]) {
  const items = [...versions];
  const current = () => items.at(-1);
  let uploads = 0;

  function save(payload: CustomizationDraft, restoredFrom: number | null) {
    const before = current()?.payload ?? customizationDraftFixture();
    const version: CustomizationVersion = {
      id: `v-${items.length + 1}`,
      number: items.length + 1,
      actor: { id: 'u-manager', email: 'manager@demo.test', name: 'Marta Manager' },
      at: new Date().toISOString(),
      changed: changedPaths(before, payload),
      restored_from: restoredFrom,
      payload,
    };
    items.push(version);
    return { data: { payload, version: summary(version) } };
  }

  const handlers = [
    http.get('*/manager/customization', () => {
      const version = current();
      return HttpResponse.json({ data: { payload: version?.payload ?? customizationDraftFixture(), version: version ? summary(version) : null } });
    }),
    http.put('*/manager/customization', async ({ request }) => {
      const parsed = v.safeParse(saveCustomizationRequestSchema, await request.json());
      if (!parsed.success) {
        return HttpResponse.json({ error: 'validation_error', hide_error: false, fields: collectFieldErrors(parsed.issues) }, { status: 400 });
      }
      return HttpResponse.json(save(parsed.output, null));
    }),
    http.get('*/manager/customization/versions', () => HttpResponse.json({ data: [...items].reverse().map(summary) })),
    http.get('*/manager/customization/versions/:id', ({ params }) => {
      const found = items.find((item) => item.id === params.id);
      return found ? HttpResponse.json({ data: found }) : HttpResponse.json({ error: 'customization_version_not_found', hide_error: false }, { status: 404 });
    }),
    http.post('*/manager/customization/images', async ({ request }) => {
      const kind = (await request.formData()).get('kind') === 'favicon' ? 'favicon' : 'logo';
      const id = `image-${(uploads += 1)}`;
      return HttpResponse.json({ data: { id, kind, url: `https://api.example.test/api/v2/pfp/files/${id}` } }, { status: 201 });
    }),
    http.post('*/manager/customization/versions/:id/restore', ({ params }) => {
      const found = items.find((item) => item.id === params.id);
      if (!found) return HttpResponse.json({ error: 'customization_version_not_found', hide_error: false }, { status: 404 });
      return HttpResponse.json(save(found.payload, found.number));
    }),
  ];
  return { handlers, versions: () => [...items] };
}
