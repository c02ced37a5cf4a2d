import { CHAT_EARLY } from '@storefront/shared-contracts';

/**
 * The chat's question box before the shell runs. The chat's drawer opens with the platform at the tap and shows the
 * shell's box at once (shell/src/layout/chat-launcher.tsx), so a shopper can type; mf_support's chat takes over the
 * question when it starts. A question sent meanwhile must not be lost, nor go into the page's address (the box has
 * no `action`: it works with JavaScript only, and hides itself without): this handler, part of the boot scripts'
 * submit capture (hydration.ts `earlyCaptureScript`), leaves it in session storage for the chat to ask at once,
 * locks the box and shows the box's note that it is sent when the chat has started. The box's Send button is not
 * held for a replay: its submit is what is answered here.
 */
export function earlyChatScript(): { call: string; source: string; form: string } {
  const source = [
    `function cq(e,f){e.preventDefault();e.stopPropagation();var i=f.elements['${CHAT_EARLY.field}'],v=i&&i.value.trim(),m;if(!v)return;`,
    `try{sessionStorage.setItem('${CHAT_EARLY.storageKey}',JSON.stringify({text:v.slice(0,1000),send:true}))}catch(x){}`,
    `i.readOnly=true;m=f.parentNode.querySelector('[${CHAT_EARLY.queued}]');if(m)m.hidden=false}`,
  ].join('');
  return { call: 'cq(e,f)', source, form: `[${CHAT_EARLY.form}]` };
}
