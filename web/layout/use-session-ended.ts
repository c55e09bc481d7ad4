/**
 * True once the session has ended: after the idle timeout without activity, or when the server
 * answers that the session is gone (an API call answered 401).
 */
import { useEffect, useState } from 'react';
import { useIdleTimer } from 'react-idle-timer';
import { onSessionEnded } from '../lib/api';
import { idleTimeoutMs } from './idle-timeout';

export function useSessionEnded(): boolean {
  const [ended, setEnded] = useState(false);
  useIdleTimer({
    timeout: idleTimeoutMs(),
    onIdle: () => setEnded(true),
    // Activity in any tab of Armada keeps every tab alive: they share one server session.
    crossTab: true,
  });
  useEffect(() => onSessionEnded(() => setEnded(true)), []);
  return ended;
}
