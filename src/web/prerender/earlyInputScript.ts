// The early-input recorder, inline in every document right after the theme script (prerender/document.ts),
// so it listens before the first paint. A prerendered page looks ready long before its scripts run; until
// the app marks itself live (APP_READY_ATTRIBUTE on <html>), this script catches what a visitor does to a
// control that acts in place, shows at once that it was heard, and keeps it for the app to replay once
// (src/web/earlyInput.ts). Enter and Space on a control are kept as keys, not as the click the browser
// makes of them, since a menu button answers the key differently (it also moves focus into the menu);
// the replay clicks only if no handler took the key, as the browser would. Links are never caught: they
// work as plain links the whole time; the language switch (LanguageLink) also remembers the choice, which
// its click handler does once the app is live and this script before (its cookie, as the app writes it). Text typed
// into a field is left to the browser; the field and its text are noted, so the app can adopt the text
// (hydration keeps it on screen, but the view's next render would wipe it). If that render comes before the
// page is live and the visitor types on, their text is put back before the key lands (beforeinput), so the
// key does not go onto the view's value ("2,000" plus "00"). One list keeps the order in
// which controls and fields were first used, so the answers come in the order the visitor acted.
//
// It is a string, not a function turned into one, because the build's TypeScript runner adds helper calls
// to functions it compiles, and the server's CSP allows it by its hash (prerender.json scriptHashes).
// The app marks itself live only once it has answered what was kept, so a tap that comes while the answers
// are being given is kept too and answered after them, in the visitor's order; the answers themselves are
// untrusted clicks and keys, which this script lets through.
// Kept small and in the ES2017 subset every supported browser parses.

import { cookieAttributes } from '../../api/cookies';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS } from '../../shared/i18n/locales';
import { APP_READY_ATTRIBUTE, EARLY_INPUT_ATTRIBUTE, EARLY_INPUT_GLOBAL } from './rootAttributes';

/** The language switch's cookie, written here when the switch is followed before the app is live. */
const LANGUAGE_CHOICE_ATTRIBUTES = cookieAttributes(
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS / 86_400,
);

/**
 * What counts as a control that acts without leaving the page: buttons and what behaves as one, switches
 * and check boxes, and fields that open a list (a select's read-only input has aria-haspopup).
 */
const CONTROLS =
  'button,[role=button],[role=tab],[role=switch],[role=checkbox],[role=option],[aria-haspopup],' +
  'input[type=checkbox],input[type=radio],input[type=submit],input[type=button],summary';

// Written a statement a line for reading; sent as one line (every line ends a statement or a block, so
// nothing joins wrongly), which makes every first visit 24 bytes lighter (the home, gzip).
export const EARLY_INPUT_SCRIPT = `(function(){
var d=document,h=d.documentElement,q=[];
function live(){return h.hasAttribute('${APP_READY_ATTRIBUTE}')}
function control(t){
if(!(t instanceof Element))return null;
var l=t.closest('label'),c=l&&l.control&&/^(checkbox|radio)$/.test(l.control.type)?l.control:t.closest('${CONTROLS}');
if(!c||c.closest('a[href]')||c.disabled||c.getAttribute('aria-disabled')==='true')return null;
return c}
function find(el,text){for(var i=0;i<q.length;i++)if(q[i].el===el&&('text' in q[i])===text)return q[i]}
function heard(c){
var e=find(c,false);if(e)return e;
var s=/^(checkbox|radio)$/.test(c.type)?c.closest('label')||c.parentElement:c;
e={el:c,look:s,busy:!c.hasAttribute('aria-busy'),keys:[],click:false};
s.setAttribute('${EARLY_INPUT_ATTRIBUTE}','');if(e.busy)c.setAttribute('aria-busy','true');
q.push(e);return e}
function hold(e){e.preventDefault();e.stopImmediatePropagation()}
function pressing(en){var k=en&&en.keys[en.keys.length-1];return k&&k.activates}
d.addEventListener('click',function(e){
if(!e.isTrusted||live())return;var s=e.target instanceof Element&&e.target.closest('a[data-language-switch]');
if(s)d.cookie='${LANGUAGE_COOKIE}='+encodeURIComponent(JSON.stringify(s.getAttribute('data-language-switch')))+${JSON.stringify(LANGUAGE_CHOICE_ATTRIBUTES)};
var c=control(e.target);if(!c)return;hold(e);
if(e.detail===0&&pressing(find(c,false)))return;
heard(c).click=true},true);
d.addEventListener('keydown',function(e){
if(!e.isTrusted||live()||e.key==='Tab'||e.ctrlKey||e.metaKey||e.altKey)return;
var c=control(e.target);if(!c)return;
hold(e);heard(c).keys.push({key:e.key,code:e.code,shiftKey:e.shiftKey,activates:/^(Enter| )$/.test(e.key)})},true);
d.addEventListener('beforeinput',function(e){
if(live())return;var t=e.target,f=find(t,true);
if(f&&t.value!==f.text)t.value=f.text},true);
d.addEventListener('input',function(e){
if(live())return;var t=e.target,f=find(t,true);
if(f)f.text=t.value;else q.push({el:t,text:t.value})},true);
window.${EARLY_INPUT_GLOBAL}=q})()`.replaceAll('\n', '');
