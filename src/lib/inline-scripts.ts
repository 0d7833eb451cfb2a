import { APP_STRIP_KEY, CHUNK_RELOAD_KEY } from './storage-keys'

/** Spec §9: at most one automatic reload per 60 s. */
export const RELOAD_GUARD_MS = 60_000

/**
 * Scripts that must run before the app's own code, inlined in <head>:
 * - hide the app strip before first paint when it was dismissed (no layout shift);
 * - reload once when a script or style chunk of the page fails to load — the app itself
 *   cannot do it, since a missing chunk is what keeps it from starting. A failure while offline is the
 *   connection's, not a stale deploy's: reloading would only show the browser's offline page and lose what
 *   the visitor typed. Then the reload waits for the connection, and happens only if the page never
 *   started. A started page never reloads: it loads its late parts again itself when back online
 *   (components/ui/lazy-component.tsx), and a reload would lose what the visitor typed (a retry failing the
 *   moment the connection returns did, in tests/e2e/offline.spec.ts).
 */
export const headScript = `(function(){
try{if(localStorage.getItem('${APP_STRIP_KEY}'))document.documentElement.dataset.appStrip='hidden'}catch(e){}
function reloadOnce(){try{var last=+(sessionStorage.getItem('${CHUNK_RELOAD_KEY}')||0);if(Date.now()-last<${RELOAD_GUARD_MS})return;sessionStorage.setItem('${CHUNK_RELOAD_KEY}',String(Date.now()))}catch(e){return}location.reload()}
function started(){return document.documentElement.dataset.hydrated==='true'}
function failed(){if(started())return;if(navigator.onLine)return reloadOnce();addEventListener('online',function(){if(!started())reloadOnce()},{once:true})}
addEventListener('error',function(e){var t=e.target;if(!t||!t.tagName)return;var u=t.tagName==='SCRIPT'?t.src:(t.tagName==='LINK'&&t.rel==='stylesheet'?t.href:'');if(u&&u.indexOf('/_next/')>-1)failed()},true);
addEventListener('unhandledrejection',function(e){var r=e.reason;if(/ChunkLoadError|Loading (CSS )?chunk|dynamically imported module/i.test(String(r&&(r.name+' '+r.message))))failed()});
})()`
