import { useEffect, useState } from 'react';
import { JudgeScene } from '../../../../../sdk/contract/endpoints/index.js';
import { useApi } from '../../platform/hooks.js';

/** Whether another live scene of the project already has `name` (the server's judgeScene), asked once typing pauses. */
export function useSceneNameTaken(projectUuid: string, name: string, own?: string): boolean {
  const api = useApi();
  const [taken, setTaken] = useState(false);
  const trimmed = name.trim();
  useEffect(() => {
    setTaken(false);
    if (!trimmed || trimmed === own?.trim()) return;
    let alive = true;
    const timer = setTimeout(() => {
      api.call(JudgeScene, { params: { projectId: projectUuid, name: trimmed } }, { silent: true }).then(
        (reply) => alive && setTaken(reply.exists),
        () => undefined,
      );
    }, 250);
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [api, projectUuid, trimmed, own]);
  return taken;
}
