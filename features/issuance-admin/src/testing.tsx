// Test helpers for the remotes that mount these screens; never bundled (only tests import it).
import { dirname, join } from 'node:path';
import { version as reactVersion } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useRoutes, type RouteObject } from 'react-router';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { platform, type Platform } from 'host/platform';
import { apiError, createTestPlatform, loginAnswer, textOf, type SavedFile } from 'host/testing';
import { sharedResources, type AppEventMap, type PhaseState } from 'shared';
import { phaseState } from 'shared/authoring/testing';
import { blankMessages, expectSameMessageKeys, placeholderMismatches, undefinedMessageKeys, unusedMessageKeys } from 'shared/testing';
import { AREA_MESSAGE_KEYS, type AreaNamespace } from './area';

import { detail } from './test/issuances';

export { detail, draftSummary, listAnswer, summary } from './test/issuances';

/** The phase panel of the sheet (`GET /issuances/:id/phase`): a campaign with no move left to the caller. */
export function phaseHandlers(id = 'iss-1', state: PhaseState = phaseState({ status: 'CAMPAIGN', phase: 'campaign', moves: [] })): RequestHandler[] {
  return [http.get(`*/issuances/${id}/phase`, () => HttpResponse.json({ data: state }))];
}

const DOCUMENT_URL = 'http://localhost:8031/api/v2/pfp/files/doc-1';

/**
 * A signed-in person's platform, and the API of an issuance whose one document is hidden: the
 * file is served only with the session's token, which a plain link cannot send.
 */
export function hiddenDocumentCase(name: string, id = 'iss-1'): { platform: Platform; handlers: RequestHandler[] } {
  const platform = createTestPlatform();
  platform.session.signIn(loginAnswer({ token: 'session-token' }), Date.now());
  const document = { id: 'doc-1', name, url: DOCUMENT_URL, view_permission: 'hidden', expires_at: null } as const;
  const handlers = [
    http.get(`*/issuances/${id}`, () => HttpResponse.json({ data: detail({ documents: [document] }) })),
    ...phaseHandlers(id),
    http.get(DOCUMENT_URL, ({ request }) =>
      request.headers.get('X-USER-ACCESS-TOKEN') === 'session-token' ? new HttpResponse('%PDF') : apiError(401, 'unauthorized'),
    ),
  ];
  return { platform, handlers };
}

/** Opens the hidden document from its link and checks that the file saved is the one the API
 * served (which it does only with the session's token). */
export async function expectHiddenDocumentSaved(name: string, downloads: readonly SavedFile[]): Promise<void> {
  await userEvent.setup().click(await screen.findByRole('link', { name }));
  await waitFor(() => expect(downloads.map((file) => file.name)).toEqual([name]));
  expect(await textOf(downloads[0]?.blob)).toBe('%PDF');
}

type Messages = Parameters<typeof unusedMessageKeys>[0];

/** The checks of an area's message file, whose words the screens here read by the area's
 * namespace (so no literal in the remote shows those keys in use). */
export function describeAreaMessages(namespace: AreaNamespace, en: Messages, es: Messages) {
  // The remote's sources: the test sits in its `src/locales`.
  const sources = () => join(dirname(expect.getState().testPath ?? ''), '..');
  describe(`${namespace} messages`, () => {
    it('has the same keys in Spanish and English', () => expectSameMessageKeys(en, es));
    it('uses the same placeholders in both languages', () => expect(placeholderMismatches(en, es)).toEqual([]));
    it('uses every message it defines', () => {
      const read: readonly string[] = AREA_MESSAGE_KEYS;
      expect(unusedMessageKeys(en, namespace, sources()).filter((key) => !read.includes(key))).toEqual([]);
    });
    it('leaves no message empty', () => expect([...blankMessages(en), ...blankMessages(es)]).toEqual([]));
    it('defines every message its code asks for by name', () => {
      expect(undefinedMessageKeys({ ...sharedResources.en, [namespace]: en }, sources())).toEqual([]);
    });
  });
}

/** The contract of an issuance area's `./routes` module: it announces itself to the host, sends
 * the bare area address to its list, and serves the list, the sheet, the issuance's investors,
 * the investments and the `extraPaths` of the area (a manager's tokens, users and members). Call it before the
 * module is loaded, as the host listens before it loads a remote. */
export function describeIssuanceAreaRoutes(name: string, load: () => Promise<{ routes: RouteObject[] }>, extraPaths: readonly string[] = []) {
  const reports: AppEventMap['remote.ready'][] = [];
  platform.bus.on('remote.ready').subscribe((report) => reports.push(report));
  let routes: RouteObject[] = [];
  beforeAll(async () => {
    ({ routes } = await load());
  });

  describe(`${name} routes module`, () => {
    it('announces itself on the bus with the React and platform it received', () => {
      expect(reports).toEqual([{ name, buildVersion: __BUILD_VERSION__, reactVersion, platformId: platform.id }]);
    });

    it('sends the bare area address to its issuances page', () => {
      function Area() {
        const location = useLocation();
        // Only the redirect is under test: the lazy screen it leads to is stood in for.
        const element = useRoutes([...routes.filter((route) => route.index), { path: 'issuances', element: null }]);
        return (
          <>
            {element}
            <p data-testid="location">{location.pathname}</p>
          </>
        );
      }
      render(
        <MemoryRouter initialEntries={['/']}>
          <Area />
        </MemoryRouter>,
      );
      expect(screen.getByTestId('location')).toHaveTextContent('/issuances');
    });

    it('serves the issuance list and sheet, the issuance investors, the investments and the area\'s own screens', () => {
      expect(routes.map((route) => route.path)).toEqual(expect.arrayContaining([undefined, 'issuances', 'issuances/:id', 'issuances/:id/investors', 'investments', ...extraPaths]));
    });
  });
}
