/**
 * The route table of spec §2. The root route carries the guard and the page
 * title; public pages use the public layout, the rest the signed-in shell.
 */
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AppLayout } from '../components/AppLayout';
import { PublicLayout } from '../components/PublicLayout';
import { AddBabyPage } from '../pages/AddBabyPage';
import { AddFamilyPage } from '../pages/AddFamilyPage';
import { BabyInfoPage, BabyProfileSection, SetDomainSection, SetFamilySection } from '../pages/BabyInfoPage';
import { BabyListPage } from '../pages/BabyListPage';
import { ComingSoonPage } from '../pages/ComingSoonPage';
import { LoginPage } from '../pages/LoginPage';
import { NoAccountPage } from '../pages/NoAccountPage';
import { NoticePage } from '../pages/NoticePage';
import { TimelinePage } from '../pages/TimelinePage';
import { TimelineChildPanel } from '../pages/TimelineChildPanel';
import { ReplyPage } from '../pages/ReplyPage';
import { ViewerRoute } from '../features/viewer/ViewerRoute';
import { titled } from './routeHandle';
import { RouteGuard } from './RouteGuard';
import { UnknownPath } from './UnknownPath';

const viewerChild: RouteObject = { path: 'swiper', element: <ViewerRoute />, handle: titled('photo') };

export const routes: RouteObject[] = [
  {
    element: <RouteGuard />,
    children: [
      { index: true, element: <Navigate to="/login" replace /> },
      {
        element: <PublicLayout />,
        children: [
          { path: 'login', element: <LoginPage />, handle: titled('login') },
          { path: 'noLoginFeedback', element: <ComingSoonPage signedIn={false} />, handle: titled('no_login_feedback') },
          { path: 'faq', element: <ComingSoonPage signedIn={false} />, handle: titled('faq') },
          { path: 'introduce', element: <ComingSoonPage signedIn={false} />, handle: titled('introduce') },
          {
            path: 'password/:act',
            element: <ComingSoonPage signedIn={false} />,
            handle: titled((params) => (params.act === 'forget' ? 'password_forget' : 'password_set')),
          },
          { path: 'noaccount', element: <NoAccountPage />, handle: titled('noaccount') },
          { path: 'download', element: <NoticePage body="download_body" signedIn={false} />, handle: titled('download') },
        ],
      },
      {
        element: <AppLayout />,
        children: [
          {
            path: 'timeline',
            element: <TimelinePage />,
            handle: titled('timeline'),
            children: [
              viewerChild,
              { path: 'diaryDetail', element: <TimelineChildPanel />, handle: titled('diary_detail') },
              { path: 'diaryEdit', element: <TimelineChildPanel />, handle: titled('diary_edit') },
              { path: 'reply', element: <ReplyPage />, handle: titled('reply'), children: [viewerChild] },
              { path: 'tagDetail', element: <TimelineChildPanel />, handle: titled('tag_detail'), children: [viewerChild] },
            ],
          },
          {
            path: 'babyinfo',
            element: <BabyInfoPage />,
            handle: titled('babyinfo'),
            children: [
              { index: true, element: <BabyProfileSection /> },
              { path: 'setdomain', element: <SetDomainSection />, handle: titled('setdomain') },
              { path: 'setfamily', element: <SetFamilySection />, handle: titled('setfamily') },
            ],
          },
          { path: 'feedback', element: <ComingSoonPage signedIn />, handle: titled('feedback') },
          { path: 'addBaby', element: <AddBabyPage />, handle: titled('add_baby') },
          { path: 'babyList', element: <BabyListPage />, handle: titled('baby_list') },
          { path: 'addFamily', element: <AddFamilyPage />, handle: titled('add_family') },
        ],
      },
      // A personal domain (/mia-rose) opens that baby's album; anything else goes to the timeline.
      { path: '*', element: <UnknownPath /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
