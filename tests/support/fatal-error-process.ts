import { EventEmitter } from 'node:events';
import { createLogger } from '../../server/platform/logger';
import { manageProcess } from '../../server/process-lifecycle';

/**
 * A process managed as the server's are (server/process-lifecycle.ts) that meets a fatal error with personal data in
 * its message, of the kind FATAL_KIND names: a thrown exception, a rejected promise nobody handles, or an 'error' event
 * nobody listens to (as a request's stream that fails does).
 */
const logger = createLogger('info');
const lifecycle = manageProcess(logger);
lifecycle.onStop('the work', () => logger.info('stop step ran'));

setTimeout(() => {
  const error = new Error('No se pudo guardar a juana.perez@example.com (DNI 30.123.456)');
  switch (process.env.FATAL_KIND) {
    case 'rejection':
      void Promise.reject(error);
      break;
    case 'emitter':
      new EventEmitter().emit('error', error);
      break;
    default:
      throw error;
  }
}, 10);
