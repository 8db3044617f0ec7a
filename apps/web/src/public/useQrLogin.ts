import { useEffect, useRef, useState } from 'react';
import { QR_LOGIN } from '@sprout/shared';
import { fetchQrKey, pollQrLogin } from '../api/qrLogin';
import { useArriveSignedIn } from '../hooks/useArriveSignedIn';
import { useLoad } from './useRequest';

export type QrEnd = 'expired' | 'invalid' | null;

/**
 * QR sign-in on the signed-out screen (spec §4): a key is fetched and polled
 * every second while this screen shows it; `await` keeps polling, `invalid`
 * or `expired` ends the key (a click fetches a new one), a sign-in completes.
 */
export function useQrLogin() {
  const [round, setRound] = useState(0);
  const [ended, setEnded] = useState<QrEnd>(null);
  const arrive = useArriveSignedIn();
  const key = useLoad(fetchQrKey, String(round));
  const busy = useRef(false);
  const current = key.data;

  useEffect(() => {
    if (!current || ended !== null) return undefined;
    let stopped = false;
    const tick = async () => {
      if (busy.current) return;
      if (Date.now() / 1000 >= current.expires_at) {
        setEnded('expired');
        return;
      }
      busy.current = true;
      try {
        const reply = await pollQrLogin(current.key);
        if (stopped) return;
        if (reply.status === 'ok') await arrive(reply);
        else if (reply.status !== 'await') setEnded(reply.status);
      } catch {
        // A missed poll (offline, a restart) is tried again next second.
      } finally {
        busy.current = false;
      }
    };
    const timer = window.setInterval(() => void tick(), QR_LOGIN.pollMs);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [current, ended, arrive]);

  const refresh = () => {
    setEnded(null);
    setRound((value) => value + 1);
  };
  return { qr: current?.qr ?? null, url: current?.url ?? null, ended: key.isError ? 'invalid' : ended, refresh };
}
