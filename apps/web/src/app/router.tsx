/**
 * The route table of spec §2. The root route carries the guard and the page
 * title; public pages use the public layout, the rest the signed-in shell.
 * The pages a visitor lands on before signing in (sign-in, the notices, the
 * landing, help and legal pages) are drawn without Mantine or TanStack Query
 * (public/, ADR 0027); every other route sits under
 * AppScope, which brings those, and each screen is loaded when its route is
 * first visited, so /login downloads the sign-in screen and not the album.
 */
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { titled, UNKNOWN_PATH_HANDLE } from '../lib/routeHandle';
import { ForgetPasswordPage } from '../public/ForgetPasswordPage';
import { InvitationPage } from '../public/InvitationPage';
import { LoginPage } from '../public/LoginPage';
import { NoAccountPage } from '../public/NoAccountPage';
import { PublicLayout } from '../public/PublicLayout';
import { RouteError } from './RouteError';
import { RouteGuard } from './RouteGuard';

/** Mantine, Query and the whole catalogue, loaded once for whatever is under it. */
const appScope = () => import('./AppScope').then(({ appScopeRoute }) => appScopeRoute());

const viewerChild: RouteObject = {
  path: 'swiper',
  lazy: () => import('../features/viewer/ViewerRoute').then(({ ViewerRoute }) => ({ Component: ViewerRoute })),
  handle: titled('photo'),
};
const babyInfo = () => import('../pages/BabyInfoPage');
const site = () => import('../public/site');

/** Where nothing else is drawn around a failed route (no layout, or the layout itself failed): the whole page. */
const wholePageError = <RouteError fullPage />;

type LazyRoute = Extract<RouteObject['lazy'], (...args: never[]) => unknown>;

/**
 * A screen whose code could not be fetched (offline, or gone after a deploy) becomes the error
 * boundary's screen instead of a rejected import: react-router keeps a route whose `lazy` failed
 * pending and then draws nothing at all under the root, not even the boundary.
 */
function loadOrExplain(lazy: LazyRoute, fullPage: boolean): LazyRoute {
  return () =>
    Promise.resolve(lazy()).catch((error: unknown) => ({
      Component: function ScreenNotLoaded() {
        return <RouteError fullPage={fullPage} error={error} />;
      },
    }));
}

/**
 * Every route its own error boundary (issue 23), unless it names one: a screen that fails (or whose
 * code cannot be fetched) is replaced by a message with a retry, inside whatever is drawn around it.
 */
function withErrorBoundaries(list: RouteObject[]): RouteObject[] {
  return list.map((route): RouteObject => {
    const errorElement = route.errorElement ?? <RouteError />;
    const lazy =
      typeof route.lazy === 'function' ? { lazy: loadOrExplain(route.lazy, errorElement === wholePageError) } : {};
    return route.children
      ? { ...route, ...lazy, errorElement, children: withErrorBoundaries(route.children) }
      : { ...route, ...lazy, errorElement };
  });
}

const table: RouteObject[] = [
  {
    element: <RouteGuard />,
    errorElement: wholePageError,
    children: [
      { index: true, element: <Navigate to="/login" replace /> },
      {
        // The landing, help and legal pages (spec §2): no Mantine either, each text a chunk per language.
        lazy: () => site().then(({ SiteLayout }) => ({ Component: SiteLayout })),
        children: [
          {
            path: 'introduce',
            lazy: () =>
              site().then(async ({ IntroducePage, preloadSiteText, preloadSignupMode }) => {
                await Promise.all([preloadSiteText(), preloadSignupMode()]);
                return { Component: IntroducePage };
              }),
            handle: titled('introduce'),
          },
          {
            path: 'faq',
            lazy: () =>
              site().then(async ({ FaqPage, preloadSiteText }) => {
                await preloadSiteText();
                return { Component: FaqPage };
              }),
            handle: titled('faq'),
          },
          {
            path: 'privacy',
            lazy: () =>
              site().then(async ({ PrivacyPage, preloadLegalText }) => {
                await preloadLegalText();
                return { Component: PrivacyPage };
              }),
            handle: titled('privacy'),
          },
          {
            path: 'terms',
            lazy: () =>
              site().then(async ({ TermsPage, preloadLegalText }) => {
                await preloadLegalText();
                return { Component: TermsPage };
              }),
            handle: titled('terms'),
          },
        ],
      },
      {
        element: <PublicLayout />,
        children: [
          { path: 'login', Component: LoginPage, handle: titled('login') },
          { path: 'noaccount', Component: NoAccountPage, handle: titled('noaccount') },
          { path: 'invitation/:token', Component: InvitationPage, handle: titled('invitation') },
          { path: 'password/forget', Component: ForgetPasswordPage, handle: titled('password_forget') },
          // Kept as a route whose content is not shown (spec §2): /noaccount says how to get an account (the app),
          // so a visitor goes there; a signed-in user never gets here (the guard sends them to the timeline).
          { path: 'download', element: <Navigate to="/noaccount" replace /> },
          {
            lazy: appScope,
            children: [
              {
                path: 'noLoginFeedback',
                lazy: () =>
                  import('../pages/NoLoginFeedbackPage').then(({ NoLoginFeedbackPage }) => ({
                    Component: NoLoginFeedbackPage,
                  })),
                handle: titled('no_login_feedback'),
              },
              {
                path: 'password/:act',
                lazy: () => import('../pages/PasswordPage').then(({ PasswordPage }) => ({ Component: PasswordPage })),
                handle: titled((params) => (params.act === 'forget' ? 'password_forget' : 'password_set')),
              },
              {
                path: 'verify_email',
                lazy: () =>
                  import('../pages/VerifyEmailPage').then(({ VerifyEmailPage }) => ({ Component: VerifyEmailPage })),
                handle: titled('verify_email'),
              },
              {
                path: 'auth/callback/:provider',
                lazy: () =>
                  import('../pages/AuthCallbackPage').then(({ AuthCallbackPage }) => ({ Component: AuthCallbackPage })),
                handle: titled('auth_callback'),
              },
              {
                path: 'unsubscribe/:token',
                lazy: () =>
                  import('../pages/UnsubscribePage').then(({ UnsubscribePage }) => ({ Component: UnsubscribePage })),
                handle: titled('unsubscribe'),
              },
              {
                path: 'email/confirm',
                lazy: () =>
                  import('../pages/EmailConfirmPage').then(({ EmailConfirmPage }) => ({ Component: EmailConfirmPage })),
                handle: titled('email_confirm'),
              },
            ],
          },
        ],
      },
      {
        lazy: appScope,
        errorElement: wholePageError,
        children: [
          {
            lazy: () => import('./shell/AppLayout').then(({ AppLayout }) => ({ Component: AppLayout })),
            errorElement: wholePageError,
            children: [
              {
                path: 'timeline',
                lazy: () => import('../pages/TimelinePage').then(({ TimelinePage }) => ({ Component: TimelinePage })),
                handle: titled('timeline'),
                children: [
                  viewerChild,
                  {
                    path: 'diaryDetail',
                    lazy: () => import('../pages/DiaryPage').then(({ DiaryPage }) => ({ Component: DiaryPage })),
                    handle: titled('diary_detail'),
                    children: [viewerChild],
                  },
                  {
                    path: 'diaryEdit',
                    lazy: () =>
                      import('../pages/DiaryEditPage').then(({ DiaryEditPage }) => ({ Component: DiaryEditPage })),
                    handle: titled('diary_edit'),
                  },
                  {
                    path: 'reply',
                    lazy: () => import('../pages/ReplyPage').then(({ ReplyPage }) => ({ Component: ReplyPage })),
                    handle: titled('reply'),
                    children: [viewerChild],
                  },
                  {
                    path: 'moments',
                    lazy: () => import('../pages/MomentsPage').then(({ MomentsPage }) => ({ Component: MomentsPage })),
                    handle: titled('timeline'),
                    children: [viewerChild],
                  },
                  {
                    path: 'album',
                    lazy: () => import('../pages/AlbumPage').then(({ AlbumPage }) => ({ Component: AlbumPage })),
                    handle: titled('album'),
                    children: [viewerChild],
                  },
                  {
                    path: 'growth',
                    lazy: () => import('../pages/GrowthPage').then(({ GrowthPage }) => ({ Component: GrowthPage })),
                    handle: titled('growth'),
                  },
                  {
                    path: 'tagDetail',
                    lazy: () => import('../pages/TagsPage').then(({ TagsPage }) => ({ Component: TagsPage })),
                    handle: titled('tag_detail'),
                    children: [viewerChild],
                  },
                ],
              },
              {
                path: 'babyinfo',
                lazy: () => babyInfo().then(({ BabyInfoPage }) => ({ Component: BabyInfoPage })),
                handle: titled('babyinfo'),
                children: [
                  {
                    index: true,
                    lazy: () => babyInfo().then(({ BabyProfileSection }) => ({ Component: BabyProfileSection })),
                  },
                  {
                    path: 'setdomain',
                    lazy: () => babyInfo().then(({ SetDomainSection }) => ({ Component: SetDomainSection })),
                    handle: titled('setdomain'),
                  },
                  {
                    path: 'setfamily',
                    lazy: () => babyInfo().then(({ SetFamilySection }) => ({ Component: SetFamilySection })),
                    handle: titled('setfamily'),
                  },
                ],
              },
              {
                path: 'feedback',
                lazy: () => import('../pages/FeedbackPage').then(({ FeedbackPage }) => ({ Component: FeedbackPage })),
                handle: titled('feedback'),
              },
              {
                path: 'support',
                lazy: () => import('../pages/SupportPage').then(({ SupportPage }) => ({ Component: SupportPage })),
                handle: titled('support'),
              },
              {
                path: 'qr/:key',
                lazy: () =>
                  import('../pages/QrApprovePage').then(({ QrApprovePage }) => ({ Component: QrApprovePage })),
                handle: titled('qr_approve'),
              },
              {
                path: 'profile',
                lazy: () => import('../pages/ProfilePage').then(({ ProfilePage }) => ({ Component: ProfilePage })),
                handle: titled('profile'),
              },
              {
                path: 'addBaby',
                lazy: () => import('../pages/AddBabyPage').then(({ AddBabyPage }) => ({ Component: AddBabyPage })),
                handle: titled('add_baby'),
              },
              {
                path: 'babyList',
                lazy: () => import('../pages/BabyListPage').then(({ BabyListPage }) => ({ Component: BabyListPage })),
                handle: titled('baby_list'),
              },
              {
                path: 'trash',
                lazy: () => import('../pages/TrashPage').then(({ TrashPage }) => ({ Component: TrashPage })),
                handle: titled('trash'),
              },
              {
                path: 'addFamily',
                lazy: () =>
                  import('../pages/AddFamilyPage').then(({ AddFamilyPage }) => ({ Component: AddFamilyPage })),
                handle: titled('add_family'),
              },
            ],
          },
          // A personal domain (/mia-rose) opens that baby's album; anything else goes to the timeline (spec §2).
          {
            path: '*',
            lazy: () => import('./UnknownPath').then(({ UnknownPath }) => ({ Component: UnknownPath })),
            errorElement: wholePageError,
            handle: UNKNOWN_PATH_HANDLE,
          },
        ],
      },
    ],
  },
];

export const routes: RouteObject[] = withErrorBoundaries(table);

export function createAppRouter() {
  return createBrowserRouter(routes);
}

type AppRouter = ReturnType<typeof createAppRouter>;

/** Resolves once the first route's screens are loaded, so the first render shows the page and no placeholder. */
export function routerReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
