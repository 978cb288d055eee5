/**
 * A page's scripts start once its main image is in (ADR 0524). The server sends React Router's
 * module preloads and its bootstrap module inert (server/scripts-after-main-image.ts); the script
 * below, at the end of the body, brings them to life (at low priority) once every image the page
 * marked `fetchpriority="high"` has loaded and decoded, or failed, and two frames have been drawn
 * since; or after `START_SCRIPTS_CAP_MS` whatever happens. On a slow line the image then has the
 * line to itself, and the 110 kB of modules follow it instead of sharing the bandwidth with it.
 */

/** The attribute a module preload carries instead of `rel` until the scripts start. */
export const DEFERRED_REL = 'data-deferred-rel';
/** The type React Router's bootstrap module carries until the scripts start: browsers run no script of an unknown type. */
export const DEFERRED_MODULE_TYPE = 'storefront/deferred-module';
/** However long the main image takes, the page hydrates no later than this after its HTML is parsed. */
export const START_SCRIPTS_CAP_MS = 2_500;

export const START_SCRIPTS_SCRIPT = `(function(){
var code=document.querySelector('script[type="${DEFERRED_MODULE_TYPE}"]');
if(!code)return;
var started=false;
function start(){
if(started)return;started=true;
var links=document.querySelectorAll('link[${DEFERRED_REL}="modulepreload"]');
for(var i=0;i<links.length;i++){var link=document.createElement('link');link.rel='modulepreload';link.setAttribute('fetchpriority','low');link.href=links[i].getAttribute('href');document.head.appendChild(link);}
var script=document.createElement('script');script.type='module';script.setAttribute('fetchpriority','low');script.nonce=code.nonce;script.textContent=code.textContent;document.body.appendChild(script);
}
function painted(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(start,0);});});}
var images=[].slice.call(document.querySelectorAll('img[fetchpriority="high"]'));
var left=images.length;
function settled(){if(--left===0)painted();}
function decoded(image){var done=function(){if(image.decode)image.decode().then(settled,settled);else settled();};if(image.complete)done();else{image.addEventListener('load',done,{once:true});image.addEventListener('error',settled,{once:true});}}
setTimeout(start,${START_SCRIPTS_CAP_MS});
if(left===0)painted();else images.forEach(decoded);
})();`;
