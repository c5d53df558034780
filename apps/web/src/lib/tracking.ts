import { useEffect, useRef } from 'react';
import { eventTrackingApi, type EVENT_TYPES } from '@hrbd/contract';
import { callApi } from './api';
import { getToken } from './session';

type EventType = (typeof EVENT_TYPES)[number];

/** The current route inside the hash (`#/system/user?x=1` → `/system/user?x=1`). */
function currentRoute(): string {
  return window.location.hash.replace(/^#/, '') || '/';
}

function send(eventType: EventType, eventName: string, pagePath: string, pageTitle: string, extra = ''): void {
  // Tracking needs a session; without one the call could only earn a 401 and a needless redirect.
  if (!getToken()) return;
  const body = {
    eventType,
    eventName: eventName.slice(0, 64),
    pagePath: pagePath.slice(0, 200),
    pageTitle: pageTitle.slice(0, 64),
    extra: extra.slice(0, 1000),
  };
  // Fire and forget: a lost event must never block or break the page.
  callApi(eventTrackingApi.info, { body }).catch(() => undefined);
}

export function trackPageView(pagePath: string, pageTitle: string): void {
  send('page_view', pageTitle, pagePath, pageTitle);
}

/** The title of the page shown now, as page views name it (document.title carries the product's name too). */
let currentTitle = '';

/** Records a key click (a tab, a sub-system card, an important button) on the current page. */
export function trackClick(name: string, extra?: string): void {
  send('click', name, currentRoute(), currentTitle || document.title, extra);
}

/** Records a page view whenever the route changes; a new title alone (menus reloaded) is not a new view. */
export function usePageViewTracking(route: string, title: string): void {
  const lastRoute = useRef<string | null>(null);
  useEffect(() => {
    currentTitle = title;
    if (lastRoute.current === route) return;
    lastRoute.current = route;
    trackPageView(route, title);
  }, [route, title]);
}
