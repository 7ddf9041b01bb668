import { PAGES_CACHE } from '../serviceWorker/cacheNames';

// The offline page's only script (pages/OfflinePage.tsx): Try again reloads, and the pages the service
// worker kept are listed by their titles, newest first, read from its page cache. Inline, so it needs
// nothing from the network; the CSP allows it by its hash (prerender.json scriptHashes).

export const OFFLINE_RETRY_ID = 'offline-retry';
export const OFFLINE_PAGES_ID = 'offline-pages';
export const OFFLINE_NONE_ID = 'offline-none';
export const OFFLINE_LINK_TEMPLATE_ID = 'offline-page-link';

/** How many kept pages the list shows. */
const SHOWN = 8;

export const OFFLINE_PAGE_SCRIPT =
  '(function(){var d=document,g=function(i){return d.getElementById(i)};' +
  `var r=g(${JSON.stringify(OFFLINE_RETRY_ID)});if(r)r.addEventListener('click',function(){location.reload()});` +
  `var box=g(${JSON.stringify(OFFLINE_PAGES_ID)}),none=g(${JSON.stringify(OFFLINE_NONE_ID)}),` +
  `tpl=g(${JSON.stringify(OFFLINE_LINK_TEMPLATE_ID)});` +
  "if(!box||!tpl||!window.caches)return;var list=box.querySelector('ul');" +
  `caches.open(${JSON.stringify(PAGES_CACHE)}).then(function(c){return c.keys().then(function(ks){` +
  `return Promise.all(ks.slice(-${SHOWN}).reverse().map(function(k){return c.match(k).then(function(res){` +
  "return res?res.text():''}).then(function(h){var t=new DOMParser().parseFromString(h,'text/html').title;" +
  // "Products · Sunshine State Generators" is listed as "Products"; the home page keeps the company's name.
  "t=t.replace(/\\s·\\s[^·]*$/,'');" +
  'return{url:k.url,title:t||new URL(k.url).pathname}})}))})}).then(function(pages){' +
  'if(!pages.length)return;pages.forEach(function(p){var li=tpl.content.firstElementChild.cloneNode(true);' +
  "var a=li.querySelector('a');a.href=p.url;a.textContent=p.title;list.appendChild(li)});" +
  'box.hidden=false;if(none)none.hidden=true}).catch(function(){})})()';
