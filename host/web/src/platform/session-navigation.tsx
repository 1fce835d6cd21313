import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiService } from '../../../../sdk/index.js';
import { useOptionalService } from '../kernel/kernel-context.js';

/**
 * Follows the api service's navigation requests: a forced sign-out (103/104/106) or a timeout
 * sends the user to the root route (the login screen). Mount once under the router, per kernel.
 */
export function SessionNavigation() {
  const api = useOptionalService(ApiService);
  const navigate = useNavigate();
  useEffect(() => {
    if (!api) return;
    const subscription = api.onDidRequestNavigation.subscribe(() => navigate('/', { replace: true }));
    return () => subscription.unsubscribe();
  }, [api, navigate]);
  return null;
}
