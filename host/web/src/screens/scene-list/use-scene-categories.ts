import { useMemo } from 'react';
import type { z } from 'zod';
import { DEFAULT_SCENE_CATEGORY, type CategoryCount as CategoryCountSchema } from '../../../../../sdk/contract/scene.js';
import { CategorySceneCount } from '../../../../../sdk/contract/endpoints/index.js';
import { useApi, useAsync } from '../../platform/hooks.js';

export type CategoryCount = z.infer<typeof CategoryCountSchema>;

/** A project's scene categories with their counts, the default category first even when empty. */
export function useSceneCategories(projectUuid: string) {
  const api = useApi();
  const counts = useAsync(() => api.call(CategorySceneCount, { params: { id: projectUuid } }), [projectUuid]);
  const categories = useMemo(() => {
    const list = [...(counts.data ?? [])];
    if (!list.some((c) => c.category === DEFAULT_SCENE_CATEGORY)) list.unshift({ category: DEFAULT_SCENE_CATEGORY, count: 0 });
    return list.sort((a, b) => (a.category === DEFAULT_SCENE_CATEGORY ? -1 : b.category === DEFAULT_SCENE_CATEGORY ? 1 : a.category.localeCompare(b.category)));
  }, [counts.data]);
  const total = categories.reduce((sum, c) => sum + c.count, 0);
  return { categories, total, reload: counts.reload };
}
