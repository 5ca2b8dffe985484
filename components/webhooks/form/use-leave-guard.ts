"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";

// What the page does with a blocked attempt to leave: ask, then call one of these.
export type LeaveAttempt = { leave: () => void; stay: () => void };

// Asks before the page is left while `active`: beforeunload, in-app links and Back. Back is caught by a sentinel
// history entry of the same URL; going inactive removes it, so Back then works in one press.
export function useLeaveGuard(active: boolean, onAttempt: (attempt: LeaveAttempt) => void) {
  const router = useRouter();
  const activeRef = useRef(active);
  const attemptRef = useRef(onAttempt);
  // The sentinel is on top of the history; a popstate while it is means Back was pressed.
  const armed = useRef(false);
  // A popstate this hook caused itself (taking the sentinel off) is not the user's.
  const ownPop = useRef(false);
  // Set once the user chose to leave: no more questions from this page.
  const leaving = useRef(false);

  useEffect(() => {
    activeRef.current = active;
    attemptRef.current = onAttempt;
  });

  // Refs survive React's development double-mount, so the sentinel is pushed once.
  useEffect(() => {
    if (active && !armed.current) {
      armed.current = true;
      window.history.pushState(null, "", window.location.href);
    } else if (!active && armed.current) {
      armed.current = false;
      ownPop.current = true;
      window.history.back();
    }
  }, [active]);

  useEffect(() => {
    const guarding = () => activeRef.current && !leaving.current;

    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (!guarding()) return;
      e.preventDefault();
      // Older Chromium and Safari ask only when returnValue is set.
      e.returnValue = "";
    };

    const onPopState = () => {
      if (ownPop.current) {
        ownPop.current = false;
        return;
      }
      if (!armed.current) return;
      armed.current = false;
      if (!guarding()) return;
      attemptRef.current({
        leave: () => {
          leaving.current = true;
          window.history.back();
        },
        stay: () => {
          armed.current = true;
          window.history.pushState(null, "", window.location.href);
        },
      });
    };

    // Capture phase on the document runs before React's handlers, so next/link sees defaultPrevented and does
    // not navigate.
    const onClick = (e: MouseEvent) => {
      if (!guarding() || e.defaultPrevented || e.button !== 0) return;
      if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const a = (e.target as Element | null)?.closest?.("a[href]");
      if (!(a instanceof HTMLAnchorElement)) return;
      if ((a.target && a.target !== "_self") || a.hasAttribute("download")) return;
      const url = new URL(a.href, window.location.href);
      if (url.origin !== window.location.origin) {
        // A full page load: beforeunload asks.
        return;
      }
      const here = new URL(window.location.href);
      if (url.pathname === here.pathname && url.search === here.search) return;
      e.preventDefault();
      const href = url.pathname + url.search + url.hash;
      attemptRef.current({
        leave: () => {
          leaving.current = true;
          // Over the sentinel, so that Back from there does not land on this page twice.
          if (armed.current) router.replace(href);
          else router.push(href);
        },
        stay: () => {},
      });
    };

    window.addEventListener("beforeunload", onBeforeUnload);
    window.addEventListener("popstate", onPopState);
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      window.removeEventListener("popstate", onPopState);
      document.removeEventListener("click", onClick, true);
    };
  }, [router]);
}
