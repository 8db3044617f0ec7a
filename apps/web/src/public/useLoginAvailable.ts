import { useEffect, useState } from 'react';
import { isEmail } from '@sprout/shared';
import { fetchLoginAvailable } from '../api/auth';
import { useLoad } from './useRequest';

/** How long typing pauses before the address is asked about: one request per address, not per key. */
const PAUSE_MS = 500;

/**
 * Whether a typed address can still make an account (spec §7: GET /users/login_available), asked
 * once the person stops typing a well-formed address. False only when the server says it is taken;
 * a refused or failed look (the server limits them per address, like the reset form) says nothing,
 * and the sign-up itself still answers.
 */
export function useLoginTaken(typed: string): boolean {
  const address = typed.trim().toLowerCase();
  const [settled, setSettled] = useState<string | null>(null);
  useEffect(() => {
    if (!isEmail(address)) return undefined;
    const timer = setTimeout(() => setSettled(address), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [address]);
  const key = settled !== null && settled === address ? settled : null;
  const answer = useLoad((signal) => fetchLoginAvailable(address, signal), key);
  return key !== null && answer.data?.available === false;
}
