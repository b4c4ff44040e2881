"""The tenth new-kinds split's pages: a marketplace seller's orders, a SaaS account's settings, an applicant
tracking screen and a wallet app on a phone, written apart from the redactor (see ``corpus.KINDS10_LAYOUTS``).

Each builder takes the corpus' page builder and returns the page's body; its words are the builder's ``words``,
read from ``vocabulary/kinds/<kind>.yaml`` for the page's locale. Nothing drawn here hides a value under another
element (a drawer takes its own width, a sheet its own height), so a value the DOM places on screen is one the
screenshot shows.
"""

from __future__ import annotations

import random
import re
import unicodedata
from collections.abc import Callable
from datetime import date, timedelta
from typing import Any

from screenroute.bench.privacy.corpus import (
    KINDS10_LAYOUTS,
    KINDS10_REPEATS,
    KINDS10_SEED,
    _Builder,
    _day_writer,
    _money,
    _scaled,
)
from screenroute.bench.privacy.locales import TODAY, Locale

CSS = """
.k10 { --bg: #f4f5f7; --pane: #ffffff; --ink: #1c2129; --dim: #667085; --rule: #e3e6eb; --rule2: #c5cad3;
       --hi: #2563eb; --hiink: #ffffff; --tint: #eaf1fe; --band: #f8f9fb; --ok: #157f3b; --okbg: #e3f5e9;
       --warn: #a15c00; --warnbg: #fff2d9; --bad: #c0262d; --badbg: #fde8e8; --info: #1d5fa8; --infobg: #e4eefb;
       --mute: #5b6472; --mutebg: #eceef2; --notebg: #fff7dc; --noteink: #4d3d00;
       margin: -18px -28px; min-height: 100vh; box-sizing: border-box; font-size: var(--fs); line-height: 1.42;
       background: var(--bg); color: var(--ink); position: relative; }
.k10 *, .k10 *::before, .k10 *::after { box-sizing: border-box; }
.k10.a1 { --hi: #0f766e; --tint: #e2f4f1; }
.k10.a2 { --hi: #c2410c; --tint: #fdeee4; }
.k10.a3 { --hi: #7c3aed; --tint: #f1eafd; }
.k10 h1, .k10 h2, .k10 h3, .k10 p { margin: 0; }
.k10 button { font: inherit; font-size: .92em; line-height: 1.3; padding: 4px 12px; border-radius: 6px;
              border: 1px solid var(--rule2); background: var(--pane); color: var(--ink); white-space: nowrap; }
.k10 .pri > button { background: var(--hi); border-color: var(--hi); color: var(--hiink); }
.k10 .ghost > button { border-color: transparent; background: transparent; color: var(--hi); padding: 4px 6px; }
.k10 .danger > button { color: var(--bad); border-color: var(--bad); background: transparent; }
.k10 .sq > button { border-radius: 2px; }
.k10 input { font: inherit; color: var(--ink); background: var(--pane); width: 100%; border: 1px solid var(--rule2);
             border-radius: 6px; padding: 5px 9px; }
.k10 .fake { border: 1px solid var(--rule2); border-radius: 6px; padding: 5px 9px; background: var(--pane);
             min-height: 2.2em; overflow-wrap: anywhere; }
.k10 .fake.sel { padding-right: 26px; position: relative; }
.k10 .fake.sel::after { content: "\\25be"; position: absolute; right: 9px; top: 5px; color: var(--dim); }
.k10 .grow { flex: 1; }
.k10 .dim { color: var(--dim); }
.k10 .nw { white-space: nowrap; }
.k10 .bd { display: inline-block; padding: 1px 8px; border-radius: 10px; font-size: .84em; white-space: nowrap;
           background: var(--mutebg); color: var(--mute); }
.k10 .bd.s0 { background: var(--warnbg); color: var(--warn); } .k10 .bd.s1 { background: var(--infobg); color: var(--info); }
.k10 .bd.s2 { background: var(--okbg); color: var(--ok); } .k10 .bd.s3 { background: var(--mutebg); color: var(--mute); }
.k10 .bd.s4 { background: var(--badbg); color: var(--bad); } .k10 .bd.s5 { background: var(--tint); color: var(--hi); }
.k10 .av { flex: none; width: 2.2em; height: 2.2em; border-radius: 50%; display: flex; align-items: center;
           justify-content: center; font-weight: 700; font-size: .86em; color: #ffffff; background: #64748b; }
.k10 .av.c1 { background: #d97706; } .k10 .av.c2 { background: #059669; } .k10 .av.c3 { background: #7c3aed; }
.k10 .av.c4 { background: #db2777; } .k10 .av.c5 { background: #0284c7; }
.k10 .kv { display: grid; grid-template-columns: fit-content(42%) minmax(0, 1fr); gap: 3px 12px; }
.k10 .kv > * { min-width: 0; overflow-wrap: anywhere; }
.k10 .kv > .k { color: var(--dim); }

.so .top { display: flex; align-items: center; gap: 14px; height: 46px; padding: 0 16px; background: var(--pane);
           border-bottom: 1px solid var(--rule); }
.so .top .brand { font-weight: 700; color: var(--hi); white-space: nowrap; }
.so .top .shop { padding: 2px 10px; border: 1px solid var(--rule); border-radius: 14px; white-space: nowrap; }
.so .top .srch { flex: 1; max-width: 340px; border: 1px solid var(--rule); border-radius: 6px; padding: 3px 10px;
                 color: var(--dim); background: var(--band); white-space: nowrap; overflow: hidden; }
.so .top .me { display: flex; align-items: center; gap: 8px; white-space: nowrap; }
.so .body { display: flex; min-height: calc(100vh - 46px); position: relative; }
.so nav { width: var(--nw); flex: none; padding: 10px 0; background: var(--pane); border-right: 1px solid var(--rule); }
.so nav span { display: block; padding: 6px 16px; color: var(--dim); }
.so nav span.on { color: var(--hi); background: var(--tint); font-weight: 600; box-shadow: inset 3px 0 var(--hi); }
.so .main { flex: 1; min-width: 0; padding: 14px 18px 20px; }
.so h1 { font-size: 1.35em; font-weight: 650; margin-bottom: 8px; }
.so .tabs { display: flex; gap: 18px; border-bottom: 1px solid var(--rule); margin-bottom: 10px; flex-wrap: wrap; }
.so .tabs span { padding: 6px 0; color: var(--dim); white-space: nowrap; }
.so .tabs span.on { color: var(--ink); font-weight: 600; box-shadow: inset 0 -2px var(--hi); }
.so .flt { display: flex; gap: 8px; align-items: center; margin-bottom: 10px; flex-wrap: wrap; }
.so .flt .box { border: 1px solid var(--rule2); background: var(--pane); border-radius: 6px; padding: 3px 10px;
                color: var(--dim); white-space: nowrap; }
.so table { width: 100%; border-collapse: collapse; background: var(--pane); border: 1px solid var(--rule); }
.so th { text-align: left; font-weight: 600; font-size: .88em; color: var(--dim); padding: 7px 8px;
         border-bottom: 1px solid var(--rule); background: var(--band); white-space: nowrap; }
.so td { padding: 7px 8px; border-bottom: 1px solid var(--rule); vertical-align: top; overflow-wrap: anywhere; }
.so .num { text-align: right; white-space: nowrap; }
.so .ck { width: 28px; }
.so .ck i { display: inline-block; width: 13px; height: 13px; border: 1px solid var(--rule2); border-radius: 3px;
            vertical-align: -2px; }
.so tr.sel td { background: var(--tint); }
.so tr.sel .ck i { background: var(--hi); border-color: var(--hi); }
.so .sub { display: block; font-size: .84em; color: var(--dim); }
.so .scrim { position: absolute; left: 0; top: 0; bottom: 0; right: var(--dw); background: rgba(17, 24, 39, .22); }
.so .drawer { position: absolute; top: 0; right: 0; width: var(--dw); min-height: 100%; background: var(--pane);
              box-shadow: -6px 0 18px rgba(0, 0, 0, .16); padding: 12px 16px 18px; }
.so .dh { display: flex; align-items: center; gap: 8px; flex-wrap: wrap; margin-bottom: 6px; }
.so .dh h2 { font-size: 1.12em; font-weight: 650; }
.so .sec { border-top: 1px solid var(--rule); padding: 7px 0; }
.so .sec h3 { font-size: .78em; text-transform: uppercase; letter-spacing: .06em; color: var(--dim); margin-bottom: 4px;
              font-weight: 650; }
.so .li { display: flex; gap: 8px; align-items: flex-start; padding: 3px 0; }
.so .li .th { width: 32px; height: 32px; border-radius: 4px; flex: none; border: 1px solid var(--rule);
              background: linear-gradient(135deg, var(--tint), var(--band)); }
.so .li .nm { flex: 1; min-width: 0; }
.so .sum { display: grid; grid-template-columns: minmax(0, 1fr) auto; gap: 2px 12px; margin-top: 4px; }
.so .sum > :nth-child(even) { text-align: right; white-space: nowrap; }
.so .sum .gt { font-weight: 700; border-top: 1px solid var(--rule); padding-top: 3px; }
.so .note { background: var(--notebg); color: var(--noteink); border-radius: 6px; padding: 6px 10px; }
.so .memo { border-left: 3px solid var(--hi); padding: 4px 10px; background: var(--band); font-size: .94em; }
.so .acts { display: flex; gap: 8px; flex-wrap: wrap; margin-top: 10px; }
.so tr.xp > td { background: var(--band); padding: 10px 14px 12px; border-bottom: 2px solid var(--hi); }
.so .xpg { display: grid; grid-template-columns: repeat(var(--xc), minmax(0, 1fr)); gap: 10px 20px; }
.so .xpg .sec { border-top: none; padding: 0 0 10px; }
.so .q { width: var(--qw); flex: none; border-right: 1px solid var(--rule); background: var(--pane); }
.so .q .qh { padding: 10px 12px; font-weight: 650; border-bottom: 1px solid var(--rule); display: flex; gap: 8px; }
.so .q .it { padding: 7px 12px; border-bottom: 1px solid var(--rule); }
.so .q .it.on { background: var(--tint); box-shadow: inset 3px 0 var(--hi); }
.so .q .it .r1 { display: flex; justify-content: space-between; align-items: flex-start; gap: 8px; }
.so .q .it .r1 > .bd { flex: none; }
.so .crumb { font-size: .88em; color: var(--dim); margin-bottom: 4px; }
.so .cols { display: grid; grid-template-columns: minmax(0, 1.15fr) minmax(0, 1fr); gap: 12px; align-items: start; }
.so .pn { background: var(--pane); border: 1px solid var(--rule); border-radius: 8px; padding: 8px 14px 10px;
            margin-bottom: 12px; }
.so .pn .sec:first-child { border-top: none; }
.so .tl .ev { display: flex; gap: 10px; font-size: .9em; padding: 1px 0; }
.so .tl .ev::before { content: ""; width: 8px; height: 8px; border-radius: 50%; background: var(--hi); flex: none;
                      margin-top: .45em; }

.as .top { display: flex; align-items: center; gap: 14px; height: 48px; padding: 0 18px; background: var(--pane);
           border-bottom: 1px solid var(--rule); }
.as .top .brand { font-weight: 750; letter-spacing: -.01em; font-size: 1.1em; white-space: nowrap; }
.as .top .ws { display: flex; align-items: center; gap: 6px; padding: 3px 10px; border-radius: 6px; background: var(--band);
               border: 1px solid var(--rule); white-space: nowrap; }
.as .top .ws .lg { width: 1.5em; height: 1.5em; border-radius: 4px; background: var(--hi); color: var(--hiink);
                   display: flex; align-items: center; justify-content: center; font-size: .8em; font-weight: 700; }
.as .body { display: flex; align-items: flex-start; }
.as nav { width: var(--nw); flex: none; padding: 16px 10px; }
.as nav .gh { font-size: .76em; text-transform: uppercase; letter-spacing: .07em; color: var(--dim); padding: 8px 10px 3px;
              font-weight: 650; }
.as nav span { display: block; padding: 5px 10px; border-radius: 6px; color: var(--ink); }
.as nav span.on { background: var(--tint); color: var(--hi); font-weight: 600; }
.as .main { flex: 1; min-width: 0; padding: 16px 22px 24px 8px; }
.as .head { display: flex; align-items: flex-end; gap: 10px; margin-bottom: 12px; }
.as .head h1 { font-size: 1.45em; font-weight: 700; }
.as .grid > * { min-width: 0; }
.as .grid { display: grid; grid-template-columns: repeat(var(--gc), minmax(0, 1fr)); gap: 14px; align-items: start; }
.as .pn { background: var(--pane); border: 1px solid var(--rule); border-radius: 10px; padding: 14px 16px; }
.as .pn.wide { grid-column: 1 / -1; }
.as .pn h2 { font-size: 1.05em; font-weight: 700; }
.as .pn .ch { display: flex; align-items: center; gap: 10px; margin-bottom: 10px; }
.as .pn .ch .dim { font-size: .9em; }
.as .ph { display: flex; align-items: center; gap: 12px; margin-bottom: 12px; }
.as .ph .av { width: 3.2em; height: 3.2em; font-size: 1.05em; }
.as .fields { display: grid; grid-template-columns: repeat(var(--fc), minmax(0, 1fr)); gap: 10px 14px; }
.as .f { min-width: 0; }
.as .f.span { grid-column: 1 / -1; }
.as .f > .lab { display: block; font-size: .86em; font-weight: 600; margin-bottom: 3px; }
.as .f > .hint { display: block; font-size: .8em; color: var(--dim); margin-top: 2px; }
.as .ft { display: flex; gap: 8px; justify-content: flex-end; margin-top: 12px; }
.as table { width: 100%; border-collapse: collapse; }
.as th { text-align: left; font-size: .84em; font-weight: 600; color: var(--dim); padding: 5px 8px;
         border-bottom: 1px solid var(--rule); white-space: nowrap; }
.as td { padding: 6px 8px; border-bottom: 1px solid var(--rule); vertical-align: middle; overflow-wrap: anywhere; }
.as td.num, .as th.num { text-align: right; white-space: nowrap; }
.as .who { display: flex; align-items: center; gap: 8px; }
.as .who .t { min-width: 0; display: flex; flex-direction: column; }
.as .who .t .dim { font-size: .88em; overflow-wrap: anywhere; }
.as .plan { display: flex; align-items: center; gap: 16px; flex-wrap: wrap; }
.as .plan .big { font-size: 1.5em; font-weight: 750; }
.as .plan .big2 { font-size: 1.2em; font-weight: 700; }
.as .meter { height: 6px; background: var(--rule); border-radius: 3px; margin: 8px 0 4px; }
.as .meter i { display: block; height: 100%; width: var(--pc); background: var(--hi); border-radius: 3px; }
.as .pm { display: flex; align-items: center; gap: 12px; border: 1px solid var(--rule); border-radius: 8px; padding: 10px 12px; }
.as .pm .cc { width: 44px; height: 30px; border-radius: 5px; flex: none; background: linear-gradient(135deg, #1e293b, #475569);
              color: #ffffff; font-size: .68em; font-weight: 700; display: flex; align-items: flex-end; padding: 3px 5px; }
.as .pm .t { flex: 1; min-width: 0; display: flex; flex-direction: column; }
.as .inv { display: flex; gap: 8px; align-items: flex-start; }
.as .inv .grow { min-width: 0; }
.as .dz { border-color: var(--badbg); }
.as .row { display: flex; align-items: center; gap: 10px; padding: 6px 0; border-top: 1px solid var(--rule); }
.as .row:first-of-type { border-top: none; }
.as .row .t { flex: 1; min-width: 0; }

.at .top { display: flex; align-items: center; gap: 18px; height: 46px; padding: 0 16px; background: var(--tb);
           color: #f1f5f9; }
.at .top .brand { font-weight: 750; white-space: nowrap; }
.at .top span.m { opacity: .75; white-space: nowrap; }
.at .top span.m.on { opacity: 1; box-shadow: inset 0 -2px #ffffff; padding: 13px 0; }
.at .top .me { display: flex; gap: 8px; align-items: center; white-space: nowrap; }
.at .wrap { display: flex; align-items: flex-start; }
.at .list { width: var(--lw); flex: none; border-right: 1px solid var(--rule); background: var(--pane);
            min-height: calc(100vh - 46px); }
.at .list .lh { padding: 10px 12px 8px; border-bottom: 1px solid var(--rule); }
.at .list .lh .job { font-weight: 700; }
.at .chips { display: flex; gap: 5px; flex-wrap: wrap; margin-top: 6px; }
.at .chips span { font-size: .82em; padding: 1px 8px; border-radius: 10px; border: 1px solid var(--rule2); white-space: nowrap; }
.at .chips span.on { background: var(--hi); border-color: var(--hi); color: var(--hiink); }
.at .cand { display: flex; gap: 9px; padding: 8px 12px; border-bottom: 1px solid var(--rule); align-items: flex-start; }
.at .cand.on { background: var(--tint); box-shadow: inset 3px 0 var(--hi); }
.at .cand .t { flex: 1; min-width: 0; display: flex; flex-direction: column; }
.at .cand .t .r2 { display: flex; gap: 6px; flex-wrap: wrap; align-items: center; font-size: .86em; color: var(--dim); }
.at .stars { color: #e0a100; letter-spacing: 1px; white-space: nowrap; }
.at .stars .off { color: var(--rule2); }
.at table { width: 100%; border-collapse: collapse; }
.at th { text-align: left; font-size: .84em; color: var(--dim); font-weight: 600; padding: 6px 10px;
         border-bottom: 1px solid var(--rule); white-space: nowrap; background: var(--band); }
.at td { padding: 6px 10px; border-bottom: 1px solid var(--rule); vertical-align: top; }
.at tr.on td { background: var(--tint); }
.at .pane { flex: 1; min-width: 0; padding: 14px 20px 24px; }
.at .ph { display: flex; gap: 14px; align-items: flex-start; }
.at .ph .av { width: 3.4em; height: 3.4em; font-size: 1.1em; }
.at .ph .t { flex: 1; min-width: 0; }
.at .ph h2 { font-size: 1.45em; font-weight: 700; line-height: 1.2; }
.at .acts { display: flex; gap: 8px; flex-wrap: wrap; margin-top: 8px; }
.at .pipe { display: flex; margin: 12px 0 10px; }
.at .pipe span { flex: 1; text-align: center; font-size: .84em; padding: 4px 2px; background: var(--band);
                 border: 1px solid var(--rule); color: var(--dim); white-space: nowrap; }
.at .pipe span + span { border-left: none; }
.at .pipe span.done { background: var(--tint); color: var(--hi); }
.at .pipe span.now { background: var(--hi); color: var(--hiink); font-weight: 650; border-color: var(--hi); }
.at .contact { display: flex; flex-wrap: wrap; gap: 4px 16px; margin: 6px 0 2px; font-size: .95em; }
.at .contact > span { min-width: 0; overflow-wrap: anywhere; }
.at .cols { display: grid; grid-template-columns: repeat(var(--pc), minmax(0, 1fr)); gap: 14px; align-items: start; }
.at .box { background: var(--pane); border: 1px solid var(--rule); border-radius: 8px; padding: 10px 14px; margin-top: 12px; }
.at .box h3 { font-size: .8em; text-transform: uppercase; letter-spacing: .06em; color: var(--dim); margin-bottom: 6px;
              font-weight: 650; }
.at .job { padding: 5px 0; border-top: 1px solid var(--rule); }
.at .job:first-of-type { border-top: none; padding-top: 0; }
.at .job .r1 { display: flex; gap: 8px; justify-content: space-between; flex-wrap: wrap; }
.at .job .r1 b { font-weight: 650; }
.at .tags { display: flex; gap: 5px; flex-wrap: wrap; }
.at .tags span { font-size: .84em; padding: 1px 8px; border-radius: 4px; background: var(--band); border: 1px solid var(--rule); }
.at .note { padding: 6px 0; border-top: 1px solid var(--rule); }
.at .note:first-of-type { border-top: none; padding-top: 0; }
.at .note .nh { display: flex; gap: 8px; align-items: baseline; font-size: .88em; }
.at .note .nh b { font-weight: 650; }
.at .note .tx { margin-top: 2px; }
.at .note .tx .mn { color: var(--hi); font-weight: 600; }
.at .onb { border-color: var(--hi); background: var(--tint); }
.at .iv { display: flex; gap: 10px; padding: 5px 0; border-top: 1px solid var(--rule); }
.at .iv:first-of-type { border-top: none; }
.at .iv .d { flex: none; width: 3.2em; text-align: center; border-radius: 6px; background: var(--band); padding: 2px 0;
             font-size: .84em; line-height: 1.2; }
.at .iv .d b { display: block; font-size: 1.3em; }
.at .iv .t { flex: 1; min-width: 0; }

.pa { display: flex; justify-content: center; align-items: flex-start; gap: var(--gap); padding: 14px 10px;
      background: var(--desk); }
.pa .ph { width: var(--pw); min-height: var(--phh); flex: none; border-radius: 34px; background: #0b0b0d; padding: 9px;
          box-shadow: 0 10px 30px rgba(0, 0, 0, .35); display: flex; }
.pa .scr { flex: 1; border-radius: 26px; background: var(--bg); display: flex; flex-direction: column; overflow: hidden;
           position: relative; }
.pa .sb { display: flex; justify-content: space-between; align-items: center; padding: 6px 20px 2px; font-size: .8em;
          font-weight: 650; }
.pa .sb .ic { display: flex; align-items: flex-end; gap: 2px; }
.pa .sb .ic i { width: 3px; height: 4px; background: currentColor; border-radius: 1px; }
.pa .sb .ic i:nth-child(2) { height: 6px; } .pa .sb .ic i:nth-child(3) { height: 8px; }
.pa .sb .ic b { width: 17px; height: 9px; border: 1.5px solid currentColor; border-radius: 2px; margin-left: 5px;
                box-shadow: inset -6px 0 0 -1px var(--bg), inset 0 0 0 1px var(--bg); background: currentColor; }
.pa .ah { display: flex; align-items: center; gap: 8px; padding: 6px 14px 8px; }
.pa .ah h1 { font-size: 1.18em; font-weight: 700; flex: 1; }
.pa .ah .bk { font-size: 1.2em; color: var(--hi); }
.pa .mo { display: flex; align-items: center; justify-content: space-between; gap: 8px; padding: 6px 14px;
          background: var(--pane); border-top: 1px solid var(--rule); border-bottom: 1px solid var(--rule); font-size: .9em; }
.pa .mo .m { font-weight: 650; white-space: nowrap; }
.pa .mo .s { flex: 1; min-width: 0; text-align: right; color: var(--dim); }
.pa .bal { margin: 2px 14px 10px; padding: 12px 14px; border-radius: 14px; background: var(--hi); color: var(--hiink); }
.pa .bal .k { font-size: .82em; opacity: .85; }
.pa .bal .v { display: block; font-size: 1.5em; font-weight: 750; }
.pa .chips { display: flex; gap: 6px; padding: 0 14px 8px; }
.pa .chips span { font-size: .82em; padding: 2px 10px; border-radius: 12px; background: var(--pane); border: 1px solid var(--rule);
                  white-space: nowrap; }
.pa .chips span.on { background: var(--ink); color: var(--bg); border-color: var(--ink); }
.pa .lst { flex: 1; }
.pa .dh { display: flex; justify-content: space-between; gap: 8px; padding: 6px 14px 3px; font-size: .8em; color: var(--dim);
          font-weight: 650; background: var(--bg); }
.pa .tx { display: flex; align-items: center; gap: 10px; padding: 6px 14px; background: var(--pane);
          border-bottom: 1px solid var(--rule); }
.pa .tx .ic { flex: none; width: 2.3em; height: 2.3em; border-radius: 50%; display: flex; align-items: center;
              justify-content: center; font-size: .86em; font-weight: 700; background: var(--tint); color: var(--hi); }
.pa .tx .ic.sq { border-radius: 8px; background: var(--band); color: var(--ink); border: 1px solid var(--rule); }
.pa .tx .t { flex: 1; min-width: 0; display: flex; flex-direction: column; }
.pa .tx .t > :first-child { overflow-wrap: anywhere; line-height: 1.25; }
.pa .tx .t .dim { font-size: .8em; }
.pa .tx .a { text-align: right; white-space: nowrap; font-weight: 650; display: flex; flex-direction: column; }
.pa .tx .a.in { color: var(--ok); }
.pa .tx .a .dim { font-size: .76em; font-weight: 400; }
.pa .tx.on { background: var(--tint); }
.pa .tab { display: flex; justify-content: space-around; padding: 6px 4px 10px; border-top: 1px solid var(--rule);
           background: var(--pane); font-size: .74em; color: var(--dim); }
.pa .tab span.on { color: var(--hi); font-weight: 700; }
.pa .dim2 { opacity: .45; }
.pa .sheet { background: var(--pane); border-radius: 18px 18px 0 0; box-shadow: 0 -6px 18px rgba(0, 0, 0, .2);
             padding: 6px 16px 12px; position: relative; }
.pa .sheet::before { content: ""; display: block; width: 38px; height: 4px; border-radius: 2px; background: var(--rule2);
                     margin: 0 auto 8px; }
.pa .det { padding: 4px 16px 12px; flex: 1; }
.pa .hero { display: flex; flex-direction: column; align-items: center; gap: 2px; text-align: center; padding: 4px 0 8px; }
.pa .hero .av { width: 2.8em; height: 2.8em; font-size: 1em; }
.pa .hero .big { font-size: 1.7em; font-weight: 750; }
.pa .hero .st { font-size: .84em; color: var(--ok); font-weight: 650; }
.pa .rows { display: grid; grid-template-columns: fit-content(45%) minmax(0, 1fr); gap: 5px 12px; font-size: .92em;
            border-top: 1px solid var(--rule); padding-top: 8px; }
.pa .rows > * { min-width: 0; overflow-wrap: anywhere; }
.pa .rows > .k { color: var(--dim); }
.pa .rows > .v { text-align: right; }
.pa .acts { display: flex; gap: 8px; justify-content: center; margin-top: 10px; flex-wrap: wrap; }
.pa .acts button { border-radius: 18px; }

@media (prefers-color-scheme: dark) {
  .k10 { --bg: #111418; --pane: #1b1f25; --ink: #e6e9ee; --dim: #98a2b3; --rule: #2c323b; --rule2: #48505c;
         --hi: #6ea3ff; --hiink: #0b1526; --tint: #1b2a44; --band: #161a1f; --ok: #5fd38d; --okbg: #16301f;
         --warn: #f3b75a; --warnbg: #372a12; --bad: #ff8a8a; --badbg: #3b1b1c; --info: #8cbcff; --infobg: #182a42;
         --mute: #aab3c0; --mutebg: #262b33; --notebg: #3a3216; --noteink: #f3e2a6; }
  .k10.a1 { --hi: #4fd1c1; --hiink: #062522; --tint: #12302d; }
  .k10.a2 { --hi: #fb9a5b; --hiink: #2b1204; --tint: #3a2214; }
  .k10.a3 { --hi: #b394ff; --hiink: #1b0f36; --tint: #2a2145; }
  .so .scrim { background: rgba(0, 0, 0, .35); }
}
"""

_LATIN_FONTS = ('"Noto Sans CJK JP"', '"URW Gothic"', '"Nimbus Sans"', '"DejaVu Sans"')


# -- helpers --------------------------------------------------------------------------------------------------


def _w(b: _Builder, key: str) -> str:
    """One of the locale's wordings of a text."""
    return b.rng.choice(b.words.texts[key])


def _seq(b: _Builder, key: str) -> tuple[str, ...]:
    """A text key that is a sequence (a menu, the stages of a pipeline), not alternatives."""
    return b.words.texts[key]


def _button(b: _Builder, key: str, cls: str = "") -> str:
    """One of the locale's wordings of a button; ``cls`` (pri, ghost, danger) styles it."""
    return b.button(b.rng.choice(b.words.buttons[key]), cls)


def _glyph(b: _Builder, text: str, cls: str = "ghost") -> str:
    return b.button(text, cls)


def _variant(b: _Builder, variants: tuple[str, ...]) -> str:
    """The page's variant of its layout, in turn over the locales (each locale shows two different ones)."""
    n = b.page.seed - KINDS10_SEED
    k, r = divmod(n, len(KINDS10_LAYOUTS) * KINDS10_REPEATS)
    return variants[(k + r % KINDS10_REPEATS) % len(variants)]


def _root(
    b: _Builder, kind: str, body: str, size: float, fonts: tuple[str, ...] = _LATIN_FONTS, style: str = ""
) -> str:
    """The page's frame: a font (the locale's own CJK face where it writes CJK), a text size, one of four accents."""
    font = b.loc.font if "CJK" in b.loc.font else f"{b.rng.choice(fonts)}, {b.loc.font}"
    return (
        f"<div class='k10 {kind} a{b.rng.randrange(4)}' style='font-family: {font}; --fs: {size}px; {style}'>"
        f"{body}</div>"
    )


def _cjk(loc: Locale) -> bool:
    return "CJK" in loc.font


def _initials(loc: Locale, given: str, family: str) -> str:
    """What an avatar shows: two initials, or in Chinese and Japanese the family name's first character."""
    return family[:1] if _cjk(loc) else loc.initials(given, family)


def _short(loc: Locale, full: str, given: str, family: str) -> str:
    """How a colleague names a person in a note: the given name, a Japanese family name, a Chinese name whole."""
    if loc.html_lang == "ja":
        return family
    return full if _cjk(loc) else given


def _digits(rng: random.Random, pattern: str) -> str:
    """``pattern`` with every ``#`` a random digit (an order's or an invoice's number)."""
    return "".join(str(rng.randint(0, 9)) if ch == "#" else ch for ch in pattern)


def _ascii(text: str) -> str:
    folded = unicodedata.normalize("NFKD", text.replace("ß", "ss")).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z]", "", folded.lower())


def _work_email(loc: Locale, rng: random.Random, given: str, family: str, domain: str) -> str:
    """A colleague's address at the firm's own domain, made of the name where it is written in Latin letters."""
    first, last = _ascii(given), _ascii(family)
    if not first or not last:
        return f"{loc.fake.user_name()}@{domain}"
    return rng.choice((f"{first}.{last}", f"{first[0]}{last}", f"{first}")) + f"@{domain}"


# Legal forms Faker's company names carry in any locale: a name holding one gets no second one.
_FORMS_SEEN = ("GbR", "KGaA", "e.G.", "e.V.", "mbH", "S.A", "SA", "SARL", "S.A.S.", "S.L", "S.C.P", "S.Coop.",
               "S.Com.", "Inc", "LLC", "Ltd", "PLC", "& Co.", "& Cie.", "& Partner", "有限公司", "会社")  # fmt: skip


def _firm(b: _Builder) -> str:
    """A company's name as a form holds it: with its legal form or, now and then, without."""
    name = b.loc.company()
    for form in b.loc.legal_forms:
        if name.endswith(form) and name != form and b.rng.random() < 0.35:
            return name[: -len(form)].rstrip(" ,")
        if name.startswith(form) and name != form and b.rng.random() < 0.35:
            return name[len(form) :].lstrip()
    if not any(form in name for form in (*b.loc.legal_forms, *_FORMS_SEEN)) and b.rng.random() < 0.5:
        form = b.rng.choice(b.loc.legal_forms)
        return f"{form}{name}" if form in b.loc.legal_forms_leading else f"{name} {form}"
    return name


def _when(loc: Locale, day_text: Callable[[date], str], day: date, minutes: int) -> str:
    return f"{day_text(day)} {loc.clock(minutes)}"


def _masked(b: _Builder, last4: str | None = None) -> str:
    digits = last4 or f"{b.rng.randint(0, 9999):04d}"
    return _w(b, "mask_fmt").format(last4=digits)


def _day_head(b: _Builder, day: date) -> str:
    """A list's day heading: today, yesterday, or the weekday and the day as the locale writes them."""
    words = b.words
    gap = (TODAY - day).days
    if gap < len(words.texts["days"]):
        return words.texts["days"][gap]
    mon = b.loc.months[day.month - 1]
    return words.text("day_fmt").format(wd=words.texts["weekdays"][day.weekday()], d=day.day, m=day.month, mon=mon)


def _stars(b: _Builder, n: int) -> str:
    return f"<span class=stars>{b.text('★' * n)}{b.text('★' * (5 - n), 'span', 'class=off') if n < 5 else ''}</span>"


def _field(b: _Builder, key: str, widget: str, *, span: bool = False, hint: str = "") -> str:
    label = b.label(key, tag="label", attrs="class=lab")
    tail = b.text(hint, "span", "class=hint") if hint else ""
    return f"<div class='f{' span' if span else ''}'>{label}{widget}{tail}</div>"


def _av(b: _Builder, text: str, colour: int) -> str:
    """An avatar's circle with initials (no PII: two letters name nobody)."""
    return b.text(text, "span", f"class='av c{colour}'")


def _bd(b: _Builder, text: str, tone: int) -> str:
    """A status badge: 0 amber, 1 blue, 2 green, 3 grey, 4 red, 5 the accent."""
    return b.text(text, "span", f"class='bd s{tone}'")


def _fake_input(b: _Builder, value: str, select: bool = False) -> str:
    """A field holding words that are no PII (a time zone, a role): drawn as a field, recorded as text."""
    return b.text(value, "div", f"class='fake{' sel' if select else ''}'")


# -- a marketplace seller's orders ----------------------------------------------------------------------------

_SO_STATES = 6  # unpaid, to ship, shipped, delivered, cancelled, return requested (as "so_states" words them)
_SO_BADGE = (3, 0, 1, 2, 3, 4)


def _so_order(b: _Builder, pattern: str) -> dict[str, Any]:
    loc, rng = b.loc, b.rng
    words = b.words
    full, given, family = loc.name_parts()
    items = []
    for product, price, _ in rng.sample(words.goods["products"], rng.choice((1, 1, 1, 2, 2, 3))):
        items.append((product, rng.choice((1, 1, 1, 2, 3)), loc.round_amount(price * loc.unit_scale)))
    subtotal = loc.round_amount(sum(qty * price for _, qty, price in items))
    shipping = rng.choice((0.0, 0.0, loc.round_amount(rng.choice((3.99, 4.95, 5.9, 6.5)) * loc.unit_scale)))
    discount = loc.round_amount(subtotal * rng.choice((0.1, 0.15))) if rng.random() < 0.25 else 0.0
    day = TODAY - timedelta(days=rng.choice((0, 0, 1, 1, 2, 3, 5, 8)))
    return {
        "no": _digits(rng, pattern),
        "full": full,
        "given": given,
        "family": family,
        "items": items,
        "subtotal": subtotal,
        "shipping": shipping,
        "discount": discount,
        "total": loc.round_amount(subtotal + shipping - discount),
        "state": rng.choices(range(_SO_STATES), weights=(1, 6, 3, 3, 1, 1))[0],
        "day": day,
        "minutes": rng.randint(6 * 60, 23 * 60 + 50),
    }


def _so_sections(
    b: _Builder, order: dict[str, Any], money: Callable[[float], str], day_text: Callable[[date], str], qty_fmt: str
) -> dict[str, str]:
    """One order's details, section by section: the buyer, the delivery, the items, the payment, the notes."""
    loc, rng = b.loc, b.rng
    words = b.words

    def sec(key: str, inner: str) -> str:
        return f"<div class=sec>{b.label(key, tag='h3')}{inner}</div>"

    buyer = [b.label("so_buyer", attrs="class=k"), b.pii("PERSON", order["full"])]
    buyer += [b.label("so_phone", attrs="class=k"), b.pii("PHONE_NUMBER", loc.phone())]
    if rng.random() < 0.55:
        buyer += [b.label("so_email", attrs="class=k"), b.pii("EMAIL_ADDRESS", loc.email())]
    if words.facts["buyer_id"] and rng.random() < 0.7:
        buyer += [b.label("so_buyer_id", attrs="class=k"), b.pii("ID_NUMBER", loc.id_number(rng))]
    # The parcel goes to the buyer or, as a gift, to someone else.
    gift = rng.random() < 0.3
    recipient = loc.name() if gift else order["full"]
    ship = [b.label("so_recipient", attrs="class=k"), b.pii("PERSON", recipient)]
    if gift:
        ship += [b.label("so_phone", attrs="class=k"), b.pii("PHONE_NUMBER", loc.phone())]
    address = loc.address() if rng.random() < 0.6 else loc.address_one_line()
    ship += [b.label("so_address", attrs="class=k"), b.pii("ADDRESS", address, "div")]
    ship += [b.label("so_carrier", attrs="class=k"), b.text(_w(b, "so_carriers"))]
    if order["state"] in (2, 3):
        ship += [b.label("so_tracking", attrs="class=k"), b.text(loc.tracking_no(rng))]
    lines = ""
    for product, qty, price in order["items"]:
        lines += (
            f"<div class=li><span class=th></span><div class=nm>{b.text(product, 'div')}"
            f"<span class=sub>{b.text(qty_fmt.format(n=qty) + ' ·')} {b.pii('AMOUNT', money(price))}</span>"
            f"</div>{b.pii('AMOUNT', money(qty * price), 'span', 'class=nw')}</div>"
        )
    pay = [b.label("so_subtotal"), b.pii("AMOUNT", money(order["subtotal"]))]
    pay += [
        b.label("so_shipping"),
        b.pii("AMOUNT", money(order["shipping"])) if order["shipping"] else b.text(_w(b, "so_free")),
    ]
    if order["discount"]:
        pay += [b.label("so_discount"), b.pii("AMOUNT", money(-order["discount"]))]
    pay += [b.label("so_grand", attrs="class=gt"), b.pii("AMOUNT", money(order["total"]), "span", "class=gt")]
    method = _w(b, "so_pay_methods").format(last4=f"{rng.randint(0, 9999):04d}")
    paid = [b.label("so_payment", attrs="class=k"), b.text(method)]
    if order["state"]:
        paid_at = order["minutes"] + rng.randint(0, 3)
        paid += [b.label("so_paid_at", attrs="class=k"), b.text(_when(loc, day_text, order["day"], paid_at))]
    sections = {
        "buyer": sec("so_sec_buyer", f"<div class=kv>{''.join(buyer)}</div>"),
        "ship": sec("so_sec_ship", f"<div class=kv>{''.join(ship)}</div>"),
        "items": sec("so_sec_items", lines + f"<div class=sum>{''.join(pay)}</div>"),
        "pay": sec("so_sec_pay", f"<div class=kv>{''.join(paid)}</div>"),
    }
    # What the buyer wrote at the checkout, and what the shop noted for itself.
    values = {"name": ("PERSON", loc.name()), "phone": ("PHONE_NUMBER", loc.phone())}
    note = b.prose(_w(b, "so_notes"), values, "div", "class=note")
    sections["note"] = sec("so_note", note)
    if rng.random() < 0.6:
        colleague = loc.person()
        memo = b.prose(_w(b, "so_memos"), {"name": ("PERSON", colleague[1])}, "div", "class=memo")
        sections["memo"] = sec("so_seller_memo", memo)
    events = [
        b.text(_w(b, "so_ev_placed") + " · " + _when(loc, day_text, order["day"], order["minutes"]), "div", "class=ev")
    ]
    if order["state"] >= 2 and order["state"] != 4:
        events.append(
            b.text(_w(b, "so_ev_shipped") + " · " + day_text(order["day"] + timedelta(days=1)), "div", "class=ev")
        )
    sections["events"] = f"<div class=tl>{''.join(events)}</div>"
    return sections


def _seller_orders(b: _Builder) -> str:
    loc, rng = b.loc, b.rng
    scale = b.page.scale
    width = 1280 / scale
    money = _money(loc, rng)
    day_text = _day_writer(loc, rng)
    variant = _variant(b, ("drawer", "expand", "detail"))
    size = rng.choice((13, 13.5, 14)) if scale < 1.5 else rng.choice((12, 12.5, 13))
    states = _seq(b, "so_states")
    nav_w = 0 if scale == 1.5 or (variant == "detail" and scale > 1) else (150 if not _cjk(loc) else 130)
    # One shop numbers its orders one way, and writes a quantity and a tab's count one way.
    pattern, qty_fmt, tab_fmt = _w(b, "so_order_fmt"), _w(b, "so_qty_fmt"), _w(b, "so_tab_fmt")
    more_fmt = _w(b, "so_more_fmt")
    orders = [_so_order(b, pattern) for _ in range(rng.randint(5, 8) if variant != "expand" else rng.randint(4, 5))]
    orders.sort(key=lambda o: (o["day"], o["minutes"]), reverse=True)
    pick = rng.choice([i for i, o in enumerate(orders) if o["state"] in (1, 2)] or [0])
    me_full, me_given, me_family = loc.name_parts()
    top = (
        f"<div class=top>{b.text(_w(b, 'so_brand'), 'span', 'class=brand')}"
        f"{b.pii('ORGANIZATION', _firm(b), 'span', 'class=shop')}"
        + (b.text(_w(b, "so_search"), "div", "class=srch") if width > 900 else "<span class=grow></span>")
        + f"<span class=grow></span><span class=me>{b.text(_initials(loc, me_given, me_family), 'span', 'class=av')}"
        + (b.pii("PERSON", me_full) if width > 900 else "")
        + "</span></div>"
    )
    nav = ""
    if nav_w:
        items = _seq(b, "so_nav")
        nav = "<nav>" + "".join(b.text(t, "span", "class=on" if i == 1 else "") for i, t in enumerate(items)) + "</nav>"

    def badge(state: int) -> str:
        return b.text(states[state], "span", f"class='bd s{_SO_BADGE[state]}'")

    def when(o: dict[str, Any]) -> str:
        return _when(loc, day_text, o["day"], o["minutes"])

    def items_cell(o: dict[str, Any]) -> str:
        first, qty, _ = o["items"][0]
        more = len(o["items"]) - 1
        text = b.text(f"{first} {qty_fmt.format(n=qty)}", "div")
        if more:
            text += b.text(more_fmt.format(n=more), "span", "class=sub")
        return text

    if variant == "detail":
        # The order's own page beside a queue of the others.
        queue_w = 250 if scale < 1.5 else 210
        queue = f"<div class=q style='--qw: {queue_w}px'><div class=qh>{b.text(_w(b, 'so_queue'))}</div>"
        for i, o in enumerate(orders):
            queue += (
                f"<div class='it{' on' if i == pick else ''}'><div class=r1>{b.text(o['no'], 'span', 'class=sub')}"
                f"{b.pii('AMOUNT', money(o['total']), 'span', 'class=nw')}</div><div class=r1>"
                f"{b.pii('PERSON', o['full'])}{badge(o['state'])}</div></div>"
            )
        queue += "</div>"
        order = orders[pick]
        s = _so_sections(b, order, money, day_text, qty_fmt)
        head = (
            f"{b.text(_seq(b, 'so_nav')[1] + ' › ' + order['no'], 'div', 'class=crumb')}"
            f"<div class=dh>{b.text(_w(b, 'so_order_title_fmt').format(no=order['no']), 'h2')}{badge(order['state'])}"
            f"<span class=grow></span>{_button(b, 'so_slip')}{_button(b, 'so_label')}{_button(b, 'so_ship', 'pri')}</div>"
            f"{b.text(when(order), 'div', 'class=dim')}"
        )
        one_col = width - nav_w - queue_w < 640
        left = f"<div class=pn>{s['items']}{s['pay']}</div><div class=pn>{s['events']}</div>"
        right = f"<div class=pn>{s['buyer']}{s['ship']}</div><div class=pn>{s['note']}{s.get('memo', '')}</div>"
        body = f"<div class=cols style='{'grid-template-columns: minmax(0, 1fr)' if one_col else ''}'><div>{left}</div><div>{right}</div></div>"
        foot = f"<div class=acts>{_button(b, 'so_message')}{_button(b, 'so_cancel', 'danger')}</div>"
        main = f"<div class=main>{head}<div style='height: 10px'></div>{body}{foot}</div>"
        return _root(b, f"so {variant}", f"{top}<div class=body style='--nw: {nav_w}px'>{nav}{queue}{main}</div>", size)

    # The list of orders: a toolbar, tabs with counts, and as many columns as the list's width holds.
    drawer_w = 0 if variant != "drawer" else (390 if scale == 1.0 else 370 if scale == 1.25 else 340)
    room = width - nav_w - drawer_w - 38
    em = size * (1.08 if _cjk(loc) else 1.0)
    columns = ["no", "buyer", "total", "state"]
    for col, need in (("date", 8.5), ("items", 13.0)):
        used = sum({"no": 0.62 * len(orders[0]["no"]) + 1.2, "buyer": 9.5, "total": 6.5, "state": 8.5, "date": 8.5,
                    "items": 13.0}[c] for c in columns) * em + 30  # fmt: skip
        if used + need * em <= room:
            columns.append(col)
    order_cols = [c for c in ("no", "buyer", "items", "total", "state", "date") if c in columns]
    counts = [rng.randint(40, 900), rng.randint(3, 40), rng.randint(5, 60), rng.randint(20, 300), rng.randint(0, 9)]
    tabs = "".join(
        b.text(tab_fmt.format(tab=t, n=counts[i]) if i < len(counts) else t, "span", "class=on" if i == 0 else "")
        for i, t in enumerate(_seq(b, "so_tabs"))
    )
    flt = (
        f"<div class=flt>{b.text(_w(b, 'so_range'), 'span', 'class=box')}{_button(b, 'so_filter')}"
        f"<span class=grow></span>{_button(b, 'so_export')}{_button(b, 'so_batch', 'pri')}</div>"
    )
    head = "<tr><th class=ck><i></i></th>" + "".join(
        f"<th class={'num' if c == 'total' else ''}>{b.label('so_' + {'no': 'orderno', 'buyer': 'buyer', 'items': 'items', 'total': 'total', 'state': 'status', 'date': 'date'}[c])}</th>"
        for c in order_cols
    ) + "</tr>"  # fmt: skip
    rows = ""
    for i, o in enumerate(orders):
        cells = ""
        for c in order_cols:
            if c == "no":
                cells += f"<td class=nw>{b.text(o['no'])}</td>"
            elif c == "buyer":
                cells += f"<td>{b.pii('PERSON', o['full'])}</td>"
            elif c == "items":
                cells += f"<td>{items_cell(o)}</td>"
            elif c == "total":
                cells += f"<td class=num>{b.pii('AMOUNT', money(o['total']))}</td>"
            elif c == "state":
                cells += f"<td>{badge(o['state'])}</td>"
            else:
                cells += f"<td class=nw>{b.text(day_text(o['day']), 'div')}{b.text(loc.clock(o['minutes']), 'span', 'class=sub')}</td>"
        rows += f"<tr class='{'sel' if i == pick else ''}'><td class=ck><i></i></td>{cells}</tr>"
        if variant == "expand" and i == pick:
            s = _so_sections(b, o, money, day_text, qty_fmt)
            xc = 3 if room > 900 else 2
            if xc == 3:
                inner = f"<div>{s['buyer']}{s['note']}</div><div>{s['ship']}{s['pay']}{s['events']}</div>"
                inner += f"<div>{s['items']}{s.get('memo', '')}</div>"
            else:
                inner = f"<div>{s['buyer']}{s['note']}{s['items']}</div><div>{s['ship']}{s['pay']}{s['events']}{s.get('memo', '')}</div>"
            acts = f"<div class=acts>{_button(b, 'so_ship', 'pri')}{_button(b, 'so_label')}{_button(b, 'so_message')}{_button(b, 'so_cancel', 'danger')}</div>"
            rows += f"<tr class=xp><td colspan={len(order_cols) + 1}><div class=xpg style='--xc: {xc}'>{inner}</div>{acts}</td></tr>"
    table = f"<table>{head}{rows}</table>"
    main = f"<div class=main style='margin-right: {drawer_w}px'>{b.text(_w(b, 'so_title'), 'h1')}<div class=tabs>{tabs}</div>{flt}{table}</div>"
    drawer = ""
    if variant == "drawer":
        o = orders[pick]
        s = _so_sections(b, o, money, day_text, qty_fmt)
        drawer = (
            f"<div class=scrim></div><div class=drawer style='--dw: {drawer_w}px'><div class=dh>"
            f"{b.text(_w(b, 'so_order_title_fmt').format(no=o['no']), 'h2')}<span class=grow></span>{_glyph(b, '✕')}</div>"
            f"<div class=dh>{badge(o['state'])}{b.text(when(o), 'span', 'class=dim')}</div>"
            f"{s['buyer']}{s['ship']}{s['note']}{s['items']}{s['pay']}{s.get('memo', '')}{s['events']}"
            f"<div class=acts>{_button(b, 'so_ship', 'pri')}{_button(b, 'so_label')}{_button(b, 'so_message')}</div></div>"
        )
    body = f"<div class=body style='--nw: {nav_w}px; --dw: {drawer_w}px'>{nav}{main}{drawer}</div>"
    return _root(b, f"so {variant}", f"{top}{body}", size)


# -- a SaaS account's settings --------------------------------------------------------------------------------


def _as_people(b: _Builder, domain: str, n: int) -> list[tuple[str, str, str, str]]:
    """The team: full name, initials, work e-mail and role (the first is the account's owner)."""
    loc, rng = b.loc, b.rng
    roles = _seq(b, "as_roles")
    people = []
    for i in range(n):
        full, given, family = loc.name_parts()
        role = (
            roles[0] if i == 0 else roles[rng.choices(range(1, len(roles)), weights=(2, 6, 1, 1)[: len(roles) - 1])[0]]
        )
        people.append((full, _initials(loc, given, family), _work_email(loc, rng, given, family, domain), role))
    return people


def _account_settings(b: _Builder) -> str:
    loc, rng = b.loc, b.rng
    scale = b.page.scale
    width = 1280 / scale
    words = b.words
    money = _money(loc, rng)
    day_text = _day_writer(loc, rng)
    variant = _variant(b, ("overview", "billing", "team"))
    size = rng.choice((13, 13.5, 14)) if scale < 1.5 else rng.choice((12, 12.5, 13))
    domain = loc.fake.domain_name()
    company = _firm(b)
    people = _as_people(b, domain, rng.randint(4, 7))
    me = people[0] if rng.random() < 0.6 else people[1]
    # The seats the plan holds: the members' and the open invitations' and a few to spare.
    pending_n = rng.randint(1, 2)
    used = len(people) + pending_n
    seats = used + rng.randint(0, 4)
    nav_w = 190 if scale == 1.0 else 165 if scale == 1.25 else 0
    brand = _w(b, "as_brand")
    cols = 2 if width - nav_w > 900 else 1

    # The app's bar: the product, the workspace (the firm's name), and who is signed in.
    top = (
        f"<div class=top>{b.text(brand, 'span', 'class=brand')}<span class=ws>"
        f"{b.text(company[:1].upper() if not _cjk(loc) else '◆', 'span', 'class=lg')}{b.pii('ORGANIZATION', company)}</span>"
        f"<span class=grow></span>{_glyph(b, '?')}"
        f"{_av(b, me[1], rng.randrange(6))}</div>"
    )
    active = {"overview": 0, "billing": 3, "team": 2}[variant]
    nav = ""
    if nav_w:
        groups = _seq(b, "as_nav_groups")
        items = _seq(b, "as_nav")
        nav = f"<nav>{b.text(groups[0], 'div', 'class=gh')}"
        for i, item in enumerate(items):
            if i == 2:
                nav += b.text(groups[1], "div", "class=gh")
            if i == 6:
                nav += b.text(groups[2], "div", "class=gh")
            nav += b.text(item, "span", "class=on" if i == active else "")
        nav += "</nav>"

    def card(title_key: str, inner: str, *, extra: str = "", wide: bool = False, right: str = "") -> str:
        head = f"<div class=ch>{b.label(title_key, tag='h2')}{extra}<span class=grow></span>{right}</div>"
        return f"<div class='pn{' wide' if wide else ''}'>{head}{inner}</div>"

    def profile() -> str:
        full, initials, email, _ = me
        photo = (
            f"<div class=ph>{_av(b, initials, 2)}<div>{_button(b, 'as_photo')}"
            f"{b.text(_w(b, 'as_photo_hint'), 'div', 'class=dim')}</div></div>"
        )
        fields = [
            _field(b, "as_display", b.pii("PERSON", full, "input")),
            _field(b, "as_email", b.pii("EMAIL_ADDRESS", email, "input"), hint=_w(b, "as_email_hint")),
            _field(b, "as_phone", b.pii("PHONE_NUMBER", loc.phone(), "input")),
            _field(b, "as_jobtitle", _fake_input(b, _w(b, "as_jobs"))),
            _field(b, "as_lang", _fake_input(b, _w(b, "as_langs"), True)),
            _field(b, "as_tz", _fake_input(b, _w(b, "as_tzs"), True)),
        ]
        fc = 2 if (width - nav_w > 700 and cols == 1) or width - nav_w > 1000 else 1
        foot = f"<div class=ft>{_button(b, 'as_cancel', 'ghost')}{_button(b, 'as_save', 'pri')}</div>"
        return card("as_sec_profile", f"{photo}<div class=fields style='--fc: {fc}'>{''.join(fields)}</div>{foot}")

    def payment_method(full_form: bool) -> str:
        # A card on file by its last digits, its form open with the whole number, or a SEPA direct debit.
        sepa = words.facts["sepa"] and rng.random() < 0.5
        holder_firm = rng.random() < 0.5
        if sepa:
            account = loc.bank_account(rng)
            spaced = " ".join(re.findall(".{1,4}", account)) if rng.random() < 0.6 else account
            if full_form:
                inner = (
                    "<div class=fields style='--fc: 1'>"
                    + _field(
                        b,
                        "as_holder",
                        b.pii("ORGANIZATION", company, "input") if holder_firm else b.pii("PERSON", me[0], "input"),
                    )
                    + _field(b, "as_iban", b.pii("BANK_ACCOUNT", spaced, "input"))
                    + "</div>"
                    + b.text(_w(b, "as_mandate_text"), "p", "class=dim")
                )
            else:
                shown = account[:4] + " •••• •••• " + account[-4:]
                inner = (
                    f"<div class=pm><span class=cc>{b.text('SEPA')}</span><div class=t>"
                    f"{b.text(_w(b, 'as_sepa_name'))}{b.text(shown, 'span', 'class=dim')}</div>{_button(b, 'as_change')}</div>"
                    f"<div class=kv style='margin-top: 8px'>{b.label('as_mandate', attrs='class=k')}"
                    f"{b.text(_digits(rng, _w(b, 'as_mandate_fmt')))}{b.label('as_holder', attrs='class=k')}"
                    + (b.pii("ORGANIZATION", company) if holder_firm else b.pii("PERSON", me[0]))
                    + "</div>"
                )
        elif full_form:
            inner = (
                "<div class=fields style='--fc: 2'>"
                + _field(b, "as_cardno", b.pii("CREDIT_CARD", loc.card(rng), "input"), span=True)
                + _field(b, "as_expiry", _fake_input(b, f"{rng.randint(1, 12):02d} / {rng.randint(27, 32)}"))
                + _field(b, "as_cvc", _fake_input(b, "•••"))
                + _field(b, "as_cardname", b.pii("PERSON", me[0], "input"), span=True)
                + "</div>"
            )
        else:
            brand_name = rng.choice(_seq(b, "as_card_brands"))
            expiry = _w(b, "as_expires_fmt").format(date=f"{rng.randint(1, 12):02d}/{rng.randint(27, 31)}")
            inner = (
                f"<div class=pm><span class=cc>{b.text(brand_name[:4].upper())}</span><div class=t>"
                f"{b.text(_masked(b))}{b.text(expiry, 'span', 'class=dim')}</div>"
                f"{_bd(b, _w(b, 'as_default'), 2)}{_button(b, 'as_change')}</div>"
            )
        foot = (
            f"<div class=ft>{_button(b, 'as_cancel', 'ghost')}{_button(b, 'as_save_card', 'pri')}</div>"
            if full_form
            else ""
        )
        return card("as_sec_payment", inner + foot)

    def billing_details() -> str:
        address = loc.address() if rng.random() < 0.5 else loc.address_one_line()
        billing_mail = rng.choice((f"{_w(b, 'as_billing_local')}@{domain}", me[2], loc.email()))
        fields = [
            _field(b, "as_company", b.pii("ORGANIZATION", company, "input"), span=True),
            _field(b, "as_vat", _fake_input(b, loc.tax_id(rng)), hint=_w(b, "as_vat_hint")),
            _field(b, "as_billing_email", b.pii("EMAIL_ADDRESS", billing_mail, "input")),
        ]
        if "\n" in address:
            widget = b.pii("ADDRESS", address, "div", "class=fake")
        else:
            widget = b.pii("ADDRESS", address, "input")
        fields.append(_field(b, "as_address", widget, span=True))
        if rng.random() < 0.5:
            fields.append(_field(b, "as_po", _fake_input(b, _digits(rng, _w(b, "as_po_fmt")))))
        fc = 2 if width - nav_w > 640 else 1
        foot = f"<div class=ft>{_button(b, 'as_save', 'pri')}</div>"
        return card("as_sec_billing", f"<div class=fields style='--fc: {fc}'>{''.join(fields)}</div>{foot}")

    def invoices(n: int, amount: float) -> str:
        rows = ""
        day = TODAY.replace(day=1)
        prefix = _w(b, "as_inv_fmt")
        statuses = _seq(b, "as_inv_states")
        pdf = rng.choice(words.buttons["as_pdf"])
        for i in range(n):
            state = 1 if i == 0 and rng.random() < 0.3 else 0 if rng.random() < 0.9 else 2
            value = loc.round_amount(amount * rng.choice((1, 1, 1, 0.9, 1.1)))
            rows += (
                f"<tr><td class=nw>{b.text(_digits(rng, prefix))}</td><td class=nw>{b.text(day_text(day))}</td>"
                f"<td class=num>{b.pii('AMOUNT', money(value))}</td>"
                f"<td>{_bd(b, statuses[state], (2, 0, 3)[state])}</td>"
                f"<td class=num><span class=ghost>{b.button(pdf)}</span></td></tr>"
            )
            day = (day - timedelta(days=1)).replace(day=1)
        head = "".join(
            f"<th class={'num' if k == 'as_inv_amount' else ''}>{b.label(k)}</th>"
            for k in ("as_inv_no", "as_inv_date", "as_inv_amount", "as_inv_status")
        )
        return card(
            "as_sec_invoices", f"<table><tr>{head}<th></th></tr>{rows}</table>", wide=cols == 1 or variant == "billing"
        )

    def team(n: int, table: bool) -> str:
        shown = people[:n]
        if not table:
            rows = "".join(
                f"<div class=row>{_av(b, ini, i % 6)}<div class='t who'><div class=t>"
                f"{b.pii('PERSON', full)}{b.pii('EMAIL_ADDRESS', email, 'span', 'class=dim')}</div></div>"
                f"{_bd(b, role, 5)}</div>"
                for i, (full, ini, email, role) in enumerate(shown)
            )
            more = _button(b, "as_view_all", "ghost")
            return card("as_sec_team", rows, right=more)
        head = "".join(f"<th>{b.label(k)}</th>" for k in ("as_member", "as_role", "as_last_active", "as_2fa"))
        seen = _seq(b, "as_seen")
        rows = ""
        for i, (full, ini, email, role) in enumerate(shown):
            twofa = _seq(b, "as_onoff")[0 if rng.random() < 0.7 else 1]
            rows += (
                f"<tr><td><div class=who>{_av(b, ini, i % 6)}<div class=t>"
                f"{b.pii('PERSON', full)}{b.pii('EMAIL_ADDRESS', email, 'span', 'class=dim')}</div></div></td>"
                f"<td>{_fake_input(b, role, i > 0)}</td><td class=nw>{b.text(rng.choice(seen))}</td>"
                f"<td>{_bd(b, twofa, 2 if twofa == _seq(b, 'as_onoff')[0] else 3)}</td>"
                f"<td class=num>{_glyph(b, '⋯')}</td></tr>"
            )
        # Invitations not yet accepted, worded alike on one page.
        pending = ""
        invited_fmt, waiting, resend = (
            _w(b, "as_invited_fmt"),
            _w(b, "as_pending"),
            rng.choice(words.buttons["as_resend"]),
        )
        for _ in range(pending_n):
            _, given, family = loc.name_parts()
            when = invited_fmt.format(date=day_text(TODAY - timedelta(days=rng.randint(1, 9))))
            pending += (
                f"<tr><td><div class=who><span class=av>{b.text('@')}</span><div class=t>"
                f"{b.pii('EMAIL_ADDRESS', _work_email(loc, rng, given, family, domain))}"
                f"{b.text(when, 'span', 'class=dim')}</div></div></td>"
                f"<td>{b.text(_seq(b, 'as_roles')[2])}</td><td>{_bd(b, waiting, 0)}</td><td></td>"
                f"<td class=num><span class=ghost>{b.button(resend)}</span></td></tr>"
            )
        seats_text = _w(b, "as_seats_fmt").format(n=used, m=seats)
        invite = (
            f"<div class=inv><div class=grow>{b.pii('EMAIL_ADDRESS', loc.email(), 'input')}</div>"
            f"<div style='width: 9em'>{_fake_input(b, _seq(b, 'as_roles')[2], True)}</div>{_button(b, 'as_invite', 'pri')}</div>"
        )
        table_html = f"<div style='height: 10px'></div><table><tr>{head}<th></th></tr>{rows}{pending}</table>"
        return card("as_sec_team", invite + table_html, extra=b.text(seats_text, "span", "class=dim"), wide=True)

    per_seat = _scaled(loc, rng, 8, 39)
    monthly = loc.round_amount(per_seat * seats)

    def plan() -> str:
        plans = _seq(b, "as_plans")
        name = rng.choice(plans[1:])
        renew = TODAY + timedelta(days=rng.randint(3, 28))
        inner = (
            f"<div class=plan><div>{b.text(name, 'div', 'class=big')}"
            f"{b.prose(_w(b, 'as_price_fmt'), {'amount': ('AMOUNT', money(per_seat))}, 'div', 'class=dim')}</div>"
            f"<span class=grow></span><div>{b.label('as_next_invoice', tag='div', attrs='class=dim')}"
            f"{b.pii('AMOUNT', money(monthly), 'div', 'class=big2')}"
            f"{b.text(_w(b, 'as_on_fmt').format(date=day_text(renew)), 'div', 'class=dim')}</div></div>"
            f"<div class=meter style='--pc: {round(used / seats * 100)}%'><i></i></div>"
            f"{b.text(_w(b, 'as_seats_fmt').format(n=used, m=seats), 'div', 'class=dim')}"
            f"<div class=ft>{_button(b, 'as_cancel_plan', 'ghost')}{_button(b, 'as_upgrade', 'pri')}</div>"
        )
        return card("as_sec_plan", inner)

    def security() -> str:
        rows = (
            f"<div class=row><div class=t>{b.label('as_2fa', tag='div')}{b.text(_w(b, 'as_2fa_text'), 'div', 'class=dim')}</div>"
            f"{_bd(b, _seq(b, 'as_onoff')[0], 2)}</div>"
            f"<div class=row><div class=t>{b.label('as_sessions', tag='div')}"
            f"{b.text(_w(b, 'as_session_fmt').format(n=rng.randint(2, 5)), 'div', 'class=dim')}</div>{_button(b, 'as_signout')}</div>"
            f"<div class=row><div class=t>{b.label('as_delete', tag='div')}{b.text(_w(b, 'as_delete_text'), 'div', 'class=dim')}</div>"
            f"{_button(b, 'as_delete_btn', 'danger')}</div>"
        )
        return card("as_sec_security", rows)

    if variant == "overview":
        # Everything at a glance: the profile, the firm's billing details and how it pays, the team, invoices.
        cards = [profile(), billing_details(), payment_method(rng.random() < 0.4), team(rng.randint(3, 4), False)]
        cards.append(invoices(rng.randint(3, 4), monthly))
        if cols == 2:
            cards = [f"<div style='display: grid; gap: 14px'>{cards[0]}{cards[4]}</div>",
                     f"<div style='display: grid; gap: 14px'>{cards[1]}{cards[2]}{cards[3]}</div>"]  # fmt: skip
        title = _w(b, "as_title_account")
    elif variant == "billing":
        full_form = rng.random() < 0.6
        left = [plan(), payment_method(full_form)]
        if cols == 1:
            cards = [*left, billing_details()]
        else:
            cards = [f"<div style='display: grid; gap: 14px'>{''.join(left)}</div>", billing_details()]
        cards.append(invoices(rng.randint(4, 6), monthly))
        title = _w(b, "as_title_billing")
    else:
        cards = [team(len(people), True)]
        cards.append(security() if rng.random() < 0.5 else plan())
        title = _w(b, "as_title_team")
    head = f"<div class=head>{b.text(title, 'h1')}<span class=grow></span>{b.text(_w(b, 'as_saved'), 'span', 'class=dim')}</div>"
    main = f"<div class=main style='{'padding-left: 22px' if not nav_w else ''}'>{head}<div class=grid style='--gc: {cols}'>{''.join(cards)}</div></div>"
    return _root(b, f"as {variant}", f"{top}<div class=body style='--nw: {nav_w}px'>{nav}{main}</div>", size)


# -- an applicant tracking screen -----------------------------------------------------------------------------

_AT_STAGES = 5  # applied, screening, interview, offer, hired (as "at_stages" words them; "at_rejected" apart)


def _round3(loc: Locale, value: float) -> float:
    """A salary as it is asked and offered: a round number, three figures and the rest noughts."""
    return loc.round_amount(round(value, 3 - len(str(int(value)))))


def _at_candidate(b: _Builder, jobs: tuple[str, ...]) -> dict[str, Any]:
    loc, rng = b.loc, b.rng
    full, given, family = loc.name_parts()
    return {
        "full": full,
        "given": given,
        "family": family,
        "ini": _initials(loc, given, family),
        "job": rng.choice(jobs),
        "stage": rng.choices(range(_AT_STAGES), weights=(5, 4, 3, 2, 1))[0],
        "rejected": rng.random() < 0.12,
        "applied": TODAY - timedelta(days=rng.randint(1, 40)),
        "rating": rng.choice((2, 3, 3, 4, 4, 5)),
    }


def _applicant_tracking(b: _Builder) -> str:
    loc, rng = b.loc, b.rng
    scale = b.page.scale
    width = 1280 / scale
    words = b.words
    money = _money(loc, rng)
    day_text = _day_writer(loc, rng)
    variant = _variant(b, ("split", "profile"))
    size = rng.choice((13, 13.5, 14)) if scale < 1.5 else rng.choice((12, 12.5, 13))
    jobs = tuple(rng.sample(_seq(b, "at_jobs"), 3))
    stages = _seq(b, "at_stages")
    people = [_at_candidate(b, jobs) for _ in range(rng.randint(6, 9))]
    pick = rng.randrange(min(len(people), 5))
    cand = people[pick]
    cand["rejected"] = False  # the panel shows where the candidate stands in the pipeline
    if rng.random() < 0.5:
        cand["stage"] = rng.choice((2, 3, 4))
    recruiter_short = loc.person()[1]
    me = loc.name_parts()

    top = (
        f"<div class=top>{b.text(_w(b, 'at_brand'), 'span', 'class=brand')}"
        + "".join(b.text(m, "span", "class='m on'" if i == 2 else "class=m") for i, m in enumerate(_seq(b, "at_nav")))
        + f"<span class=grow></span><span class=me>{_av(b, _initials(loc, me[1], me[2]), 3)}"
        + (b.pii("PERSON", me[0]) if width > 1000 else "")
        + "</span></div>"
    )

    def stage_badge(c: dict[str, Any]) -> str:
        if c["rejected"]:
            return _bd(b, _w(b, "at_rejected"), 4)
        return _bd(b, stages[c["stage"]], (3, 1, 5, 0, 2)[c["stage"]])

    # The résumé panel: the candidate's name as its title, how to reach them, where they worked, what they ask.
    def panel(wide: bool) -> str:
        c = cand
        short = _short(loc, c["full"], c["given"], c["family"])
        source = _w(b, "at_sources")
        sub = _w(b, "at_sub_fmt").format(job=c["job"], date=day_text(c["applied"]), source=source)
        acts = (
            f"<div class=acts>{_button(b, 'at_advance', 'pri')}{_button(b, 'at_schedule')}{_button(b, 'at_email')}"
            f"{_button(b, 'at_reject', 'danger')}</div>"
        )
        head = (
            f"<div class=ph>{_av(b, c['ini'], rng.randrange(6))}<div class=t>{b.pii('PERSON', c['full'], 'h2')}"
            f"{b.text(sub, 'div', 'class=dim')}{_stars(b, c['rating'])}</div></div>{acts}"
        )
        pipe = "<div class=pipe>" + "".join(
            b.text(s, "span", "class=" + ("done" if i < c["stage"] else "now" if i == c["stage"] else "''"))
            for i, s in enumerate(stages)
        ) + "</div>"  # fmt: skip
        address = loc.address_one_line() if rng.random() < 0.6 else loc.street()
        contact = [b.pii("EMAIL_ADDRESS", loc.email()), b.pii("PHONE_NUMBER", loc.phone()), b.pii("ADDRESS", address)]
        contact_html = "<div class=contact>" + "".join(f"<span>{x}</span>" for x in contact) + "</div>"
        facts = []
        if words.facts["dob_on_cv"]:
            born = loc.day(birth=True)
            age = TODAY.year - born.year - ((TODAY.month, TODAY.day) < (born.month, born.day))
            facts += [b.label("at_dob", attrs="class=k"),
                      f"<span>{b.pii('DATE_OF_BIRTH', day_text(born))} {b.text(_w(b, 'at_age_fmt').format(n=age), 'span', 'class=dim')}</span>"]  # fmt: skip
        # What is asked, a year's pay or (where pay is by the month) a month's, in round numbers.
        monthly = words.facts["monthly_pay"]
        expected = _round3(loc, _scaled(loc, rng, 30000, 110000) / (12 if monthly else 1))
        facts += [
            b.label("at_salary", attrs="class=k"),
            b.prose(_w(b, "at_salary_fmt"), {"amount": ("AMOUNT", money(expected))}, "span"),
        ]
        if rng.random() < 0.6:
            current = _round3(loc, expected * rng.uniform(0.78, 0.95))
            facts += [b.label("at_current", attrs="class=k"), b.pii("AMOUNT", money(current))]
        facts += [b.label("at_notice", attrs="class=k"), b.text(_w(b, "at_notices"))]
        facts += [b.label("at_start", attrs="class=k"), b.text(day_text(TODAY + timedelta(days=rng.randint(30, 120))))]
        facts_html = f"<div class=box>{b.label('at_sec_facts', tag='h3')}<div class=kv>{''.join(facts)}</div></div>"
        # Past employers, the latest first.
        year = TODAY.year
        span_fmt, now_word = _w(b, "at_span_fmt"), _w(b, "at_now")
        jobs_html = ""
        for i in range(rng.randint(2, 3)):
            start = year - rng.randint(1, 5)
            span = span_fmt.format(a=start, b=now_word if i == 0 else year)
            jobs_html += (
                f"<div class=job><div class=r1>{b.text(_w(b, 'at_roles'), 'b')}{b.text(span, 'span', 'class=dim')}</div>"
                f"{b.pii('ORGANIZATION', _firm(b), 'div')}</div>"
            )
            year = start
        exp_html = f"<div class=box>{b.label('at_sec_exp', tag='h3')}{jobs_html}</div>"
        edu = b.text(_w(b, "at_degrees").format(y=year - rng.randint(0, 2)), "div")
        skills = "<div class=tags>" + "".join(b.text(s, "span") for s in rng.sample(_seq(b, "at_skills"), 4)) + "</div>"
        edu_html = f"<div class=box>{b.label('at_sec_edu', tag='h3')}{edu}<div style='height: 6px'></div>{skills}</div>"
        # The hiring team's notes: they name the candidate as colleagues do, each other, and what was offered.
        notes = ""
        ago_fmt = _w(b, "at_ago_fmt")
        templates = rng.sample(_seq(b, "at_notes"), 2)
        authors = [loc.person() for _ in range(2)]
        for i in range(rng.randint(1, 2) if not wide else 2):
            author_full = authors[i][0]
            other = authors[1 - i][1] if i == 0 else recruiter_short
            offer = _round3(loc, expected * rng.uniform(0.92, 1.0))
            values = {
                "name": ("PERSON", short),
                "colleague": ("PERSON", other),
                "amount": ("AMOUNT", money(offer)),
            }
            when = ago_fmt.format(n=rng.randint(1, 6))
            notes += (
                f"<div class=note><div class=nh>{b.pii('PERSON', author_full, 'b')}{b.text(when, 'span', 'class=dim')}</div>"
                f"{b.prose(templates[i], values, 'div', 'class=tx')}</div>"
            )
        notes_html = f"<div class=box>{b.label('at_sec_notes', tag='h3')}{notes}</div>"
        onboarding = ""
        if c["stage"] >= 3 and rng.random() < 0.75:
            rows = [b.label("at_social", attrs="class=k"), b.pii("ID_NUMBER", loc.social_no(rng))]
            account = loc.bank_account(rng)
            rows += [b.label("at_bank", attrs="class=k"), b.pii("BANK_ACCOUNT", account)]
            rows += [
                b.label("at_first_day", attrs="class=k"),
                b.text(day_text(TODAY + timedelta(days=rng.randint(20, 60)))),
            ]
            onboarding = (
                f"<div class='box onb'>{b.label('at_sec_onboarding', tag='h3')}<div class=kv>{''.join(rows)}</div>"
                f"<div class=acts>{_button(b, 'at_to_payroll')}</div></div>"
            )
        if wide:
            return (
                f"{head}{pipe}{contact_html}<div class=cols style='--pc: 2'><div>{facts_html}{exp_html}</div>"
                f"<div>{onboarding}{notes_html}{edu_html}</div></div>"
            )
        return f"{head}{pipe}{contact_html}{facts_html}{onboarding}{exp_html}{notes_html}{edu_html}"

    if variant == "split":
        list_w = 330 if scale == 1.0 else 290 if scale == 1.25 else 250
        head = (
            f"<div class=lh>{b.text(_w(b, 'at_all_jobs'), 'div', 'class=job')}"
            f"{b.text(_w(b, 'at_count_fmt').format(n=rng.randint(len(people), 80)), 'div', 'class=dim')}<div class=chips>"
            + "".join(b.text(t, "span", "class=on" if i == 0 else "") for i, t in enumerate(_seq(b, "at_filters")))
            + "</div></div>"
        )
        rows = ""
        for i, c in enumerate(people):
            rows += (
                f"<div class='cand{' on' if i == pick else ''}'>{_av(b, c['ini'], i % 6)}<div class=t>"
                f"{b.pii('PERSON', c['full'])}{b.text(c['job'], 'span', 'class=dim')}<div class=r2>{stage_badge(c)}"
                f"{b.text(day_text(c['applied']))}{_stars(b, c['rating'])}</div></div></div>"
            )
        wide = width - list_w > 900
        body = f"<div class=wrap><div class=list style='--lw: {list_w}px'>{head}{rows}</div><div class=pane>{panel(wide)}</div></div>"
        return _root(
            b,
            f"at {variant}",
            top + body,
            size,
            style=f"--tb: {rng.choice(('#1e293b', '#14532d', '#3b0764', '#0c4a6e'))}",
        )

    # The candidate's own page: the panel in full, and beside it the interviews planned and the others in line.
    side_w = 0 if width < 1000 else 300
    interviews = ""
    with_fmt = _w(b, "at_with_fmt")
    for _ in range(rng.randint(2, 3) if side_w else 0):
        day = TODAY + timedelta(days=rng.randint(1, 12))
        interviewer = loc.person()[0]
        kind = _w(b, "at_iv_kinds")
        clock = loc.clock(rng.choice((9, 10, 11, 13, 14, 15, 16)) * 60 + rng.choice((0, 30)))
        interviews += (
            f"<div class=iv><div class=d>{b.text(loc.months[day.month - 1], 'span')}{b.text(str(day.day), 'b')}</div>"
            f"<div class=t>{b.text(f'{kind} · {clock}', 'div')}"
            f"{b.prose(with_fmt, {'name': ('PERSON', interviewer)}, 'div', 'class=dim')}</div></div>"
        )
    side = ""
    if side_w:
        others = "".join(
            f"<tr class='{'on' if i == pick else ''}'><td>{b.pii('PERSON', c['full'])}</td><td>{stage_badge(c)}</td></tr>"
            for i, c in enumerate(people[:6])
        )
        side = (
            f"<div style='width: {side_w}px; flex: none; padding: 14px 16px 0 0'>"
            f"<div class=box style='margin-top: 0'>{b.label('at_sec_interviews', tag='h3')}{interviews}</div>"
            f"<div class=box>{b.label('at_sec_pipeline', tag='h3')}<table><tr><th>{b.label('at_candidate')}</th>"
            f"<th>{b.label('at_stage')}</th></tr>{others}</table></div></div>"
        )
    crumb = b.text(f"{_seq(b, 'at_nav')[2]} › {cand['job']}", "div", "class=dim style='margin-bottom: 8px'")
    wide = width - side_w > 1000
    body = f"<div class=wrap><div class=pane>{crumb}{panel(wide)}</div>{side}</div>"
    return _root(
        b, f"at {variant}", top + body, size, style=f"--tb: {rng.choice(('#1e293b', '#14532d', '#3b0764', '#0c4a6e'))}"
    )


# -- a wallet app on a phone ----------------------------------------------------------------------------------

# What a bill list holds, by weight: card payments at shops, money sent and received, refunds, a salary, top-ups.
_PA_KINDS = (("shop", 9), ("sent", 4), ("received", 3), ("refund", 1), ("salary", 1), ("topup", 1))
_PA_RANGES = {"shop": (3, 160), "sent": (8, 400), "received": (8, 400), "refund": (5, 90), "salary": (1800, 5200),
              "topup": (50, 500)}  # fmt: skip


def _pa_signed(loc: Locale, style: int, value: float, bare: bool) -> str:
    """A wallet's signed amount: the sign first, then the number as the locale writes money (one style a page)."""
    text = loc.format_amount(random.Random(style), abs(value), bare)
    return ("+" if value > 0 else "-") + text


def _payment_app(b: _Builder) -> str:
    loc, rng = b.loc, b.rng
    scale = b.page.scale
    width, height = 1280 / scale, 800 / scale
    words = b.words
    day_text = _day_writer(loc, rng)
    variant = _variant(b, ("pair", "sheet"))
    size = {1.0: rng.choice((13, 13.5)), 1.25: rng.choice((12.5, 13)), 1.5: 12.0}[scale]
    bare = rng.random() < (0.6 if _cjk(loc) else 0.35)
    # One style for every amount on the screen, signed or not (the day's and the month's sums are unsigned).
    money_style = rng.randrange(1 << 30)

    def money(value: float) -> str:
        return loc.format_amount(random.Random(money_style), value, bare)

    cats = _seq(b, "pa_cats")
    phone_h = height - 30
    phone_w = {1.0: 360, 1.25: 340, 1.5: 320}[scale]

    def signed(value: float) -> str:
        return _pa_signed(loc, money_style, value, bare)

    # The bill list's entries, the newest first, grouped by day.
    entries: list[dict[str, Any]] = []
    day = TODAY
    minutes = rng.randint(9 * 60, 20 * 60)
    for _ in range(14):
        kind = rng.choices([k for k, _ in _PA_KINDS], weights=[w for _, w in _PA_KINDS])[0]
        low, high = _PA_RANGES[kind]
        value = _scaled(loc, rng, low, high) * (-1 if kind in ("shop", "sent") else 1)
        full, given, family = loc.name_parts()
        entry: dict[str, Any] = {"kind": kind, "value": value, "day": day, "minutes": minutes, "full": full,
                                 "ini": _initials(loc, given, family), "firm": loc.company(), "cat": rng.randrange(len(cats))}  # fmt: skip
        entries.append(entry)
        minutes -= rng.randint(40, 300)
        if minutes < 7 * 60 or rng.random() < 0.3:
            day -= timedelta(days=rng.randint(1, 2))
            minutes = rng.randint(17 * 60, 22 * 60)
    # How many entries fit: the screen's fixed parts, a sheet under the list, and what is left for rows.
    em = size
    fixed = 24 + 40 + 18 + (2.9 * em + 14 + 30 + 40 if variant == "pair" else 0)
    # A sheet on a small screen leaves out the avatar and the lesser rows (compact, below).
    compact = variant == "sheet" and scale == 1.5
    sheet = 0.0 if variant == "pair" else (14 * em + 110 if compact else 20 * em + 110)
    room = phone_h - fixed - sheet - 12
    balance_card = variant == "pair" and rng.random() < 0.5 and room > 420
    if balance_card:
        room -= 4.6 * em + 14
    row_h, head_h = 2.3 * em + 13, 1.5 * em + 9
    shown, used, last = 0, 0.0, None
    for e in entries:
        need = row_h + (head_h if e["day"] != last else 0)
        if used + need > room and shown >= (2 if variant == "sheet" else 3):
            break
        used += need
        shown += 1
        last = e["day"]
    entries = entries[:shown]
    # The transfer whose details are open is the first money sent among them (or, if none is, the last entry).
    opened = next((i for i, e in enumerate(entries) if e["kind"] == "sent"), len(entries) - 1)
    if entries[opened]["kind"] != "sent":
        entries[opened]["kind"] = "sent"
        entries[opened]["value"] = -abs(entries[opened]["value"])

    def status_bar() -> str:
        return f"<div class=sb>{b.text(loc.clock(9 * 60 + 41).replace(' AM', ''))}<span class=ic><i></i><i></i><i></i><b></b></span></div>"

    def tab_bar() -> str:
        return (
            "<div class=tab>"
            + "".join(b.text(t, "span", "class=on" if i == 1 else "") for i, t in enumerate(_seq(b, "pa_tabs")))
            + "</div>"
        )

    def counterparty(e: dict[str, Any]) -> tuple[str, str]:
        """The entry's other side (PII but for a top-up) and what its icon shows."""
        if e["kind"] in ("sent", "received"):
            return b.pii("PERSON", e["full"]), e["ini"]
        if e["kind"] == "topup":
            return b.text(_w(b, "pa_topup")), "↧"
        firm = e["firm"]
        return b.pii("ORGANIZATION", firm), (firm[:1].upper() if not _cjk(loc) else firm[:1])

    # One list words its kinds of entry one way.
    kind_words = {k: _w(b, f"pa_{k}") for k in ("sent", "received", "refund", "salary")} | {
        "topup": _w(b, "pa_topup_sub")
    }
    day_out_fmt = _w(b, "pa_day_out_fmt")

    def bill_list(dim: bool) -> str:
        out = ""
        last_day = None
        for i, e in enumerate(entries):
            if e["day"] != last_day:
                # The day's heading, and what went out that day beside it now and then.
                total = loc.round_amount(sum(-x["value"] for x in entries if x["day"] == e["day"] and x["value"] < 0))
                right = ""
                if total and rng.random() < 0.6:
                    right = b.prose(day_out_fmt, {"amount": ("AMOUNT", money(total))}, "span")
                out += f"<div class=dh>{b.text(_day_head(b, e['day']))}{right}</div>"
                last_day = e["day"]
            who, icon = counterparty(e)
            what = cats[e["cat"]] if e["kind"] == "shop" else kind_words[e["kind"]]
            sub = b.text(f"{what} · {loc.clock(e['minutes'])}", "span", "class=dim")
            amount = b.pii("AMOUNT", signed(e["value"]))
            note = (
                b.text(_w(b, "pa_refunded"), "span", "class=dim") if e["kind"] == "shop" and rng.random() < 0.08 else ""
            )
            icon_html = b.text(icon, "span", "class=ic" if e["kind"] in ("sent", "received") else "class='ic sq'")
            out += (
                f"<div class='tx{' on' if i == opened and variant == 'pair' else ''}'>{icon_html}"
                f"<div class=t>{who}{sub}</div><div class='a{' in' if e['value'] > 0 else ''}'>{amount}{note}</div></div>"
            )
        return f"<div class='lst{' dim2' if dim else ''}'>{out}</div>"

    def list_screen(dim: bool) -> str:
        head = f"<div class=ah>{b.text(_w(b, 'pa_title_list'), 'h1')}{_glyph(b, '⋯')}</div>"
        bal = ""
        if balance_card:
            bal = (
                f"<div class=bal>{b.label('pa_balance', tag='div', attrs='class=k')}"
                f"{b.pii('AMOUNT', money(_scaled(loc, rng, 150, 9000)), 'span', 'class=v')}</div>"
            )
        chips = (
            ""
            if dim
            else "<div class=chips>"
            + "".join(b.text(t, "span", "class=on" if i == 0 else "") for i, t in enumerate(_seq(b, "pa_filters")))
            + "</div>"
        )
        month_bar = ""
        if not dim:
            # The month's money out and in over the list (the sheet's page has no room for it).
            spent = loc.round_amount(sum(-e["value"] for e in entries if e["value"] < 0))
            got = loc.round_amount(sum(e["value"] for e in entries if e["value"] > 0))
            month = _w(b, "pa_month_fmt").format(mon=loc.months[TODAY.month - 1], y=TODAY.year, m=TODAY.month)
            sums = b.prose(
                _w(b, "pa_sum_fmt"),
                {"spent": ("AMOUNT", money(spent)), "received": ("AMOUNT", money(got))},
                "div",
                "class=s",
            )
            month_bar = f"<div class=mo>{b.text(month + ' ▾', 'span', 'class=m')}{sums}</div>"
        inner = f"<div class={'dim2' if dim else 'x'}>{status_bar()}{head}{bal}{chips if not dim else ''}</div>{month_bar}{bill_list(dim)}"
        return inner + (tab_bar() if not dim else "")

    def detail(sheet_mode: bool) -> str:
        e = entries[opened]
        kinds = words.texts["payee_ids"]
        how = rng.choice(kinds)
        rows: list[str] = []

        def row(key: str, value: str) -> None:
            rows.extend((b.label(key, attrs="class=k"), f"<span class=v>{value}</span>"))

        if how == "phone":
            row("pa_to_phone", b.pii("PHONE_NUMBER", loc.phone()))
        elif how == "email":
            row("pa_to_email", b.pii("EMAIL_ADDRESS", loc.email()))
        elif how == "card":
            card = loc.card(rng)
            row(
                "pa_to_card",
                b.pii("CREDIT_CARD", card) if rng.random() < 0.6 else b.text(_masked(b, re.sub(r"\D", "", card)[-4:])),
            )
            row("pa_bank", b.text(rng.choice(words.texts["banks"])))
        else:
            account = loc.bank_account(rng)
            if words.facts["sepa"] and " " not in account and rng.random() < 0.6:
                account = " ".join(re.findall(".{1,4}", account))
            full = rng.random() < 0.7
            row(
                "pa_to_account",
                b.pii("BANK_ACCOUNT", account) if full else b.text(_masked(b, re.sub(r"\W", "", account)[-4:])),
            )
            if words.facts["branch_code"]:
                row("pa_branch", b.text(loc.bank_code(rng)))
            row("pa_bank", b.text(rng.choice(words.texts["banks"])))
        if not compact:
            row("pa_from", b.text(_w(b, "pa_from_fmt").format(last4=f"{rng.randint(0, 9999):04d}")))
        values = {"name": ("PERSON", loc.person()[1]), "month": ("", loc.months[TODAY.month - 1])}
        row("pa_ref", b.prose(_w(b, "pa_refs"), values, "span"))
        row("pa_time", b.text(_when(loc, day_text, e["day"], e["minutes"])))
        if not compact:
            row("pa_txid", b.text(_digits(rng, _w(b, "pa_txid_fmt"))))
            row("pa_fee", b.text(_w(b, "pa_free")))
        hero = (
            f"<div class=hero>{'' if compact else _av(b, e['ini'], rng.randrange(6))}{b.pii('PERSON', e['full'])}"
            f"{b.pii('AMOUNT', signed(e['value']), 'span', 'class=big')}{b.text('✓ ' + _w(b, 'pa_done'), 'span', 'class=st')}</div>"
        )
        acts = f"<div class=acts>{_button(b, 'pa_again', 'pri')}{_button(b, 'pa_share')}"
        acts += (_button(b, "pa_help", "ghost") if not sheet_mode else "") + "</div>"
        body = f"{hero}<div class=rows>{''.join(rows)}</div>{acts}"
        if sheet_mode:
            return f"<div class=sheet>{body}</div>"
        head = f"<div class=ah>{_glyph(b, '‹')}{b.text(_w(b, 'pa_title_detail'), 'h1')}{_glyph(b, '⋯')}</div>"
        return f"{status_bar()}{head}<div class=det>{body}</div>"

    def phone(inner: str) -> str:
        return f"<div class=ph><div class=scr>{inner}</div></div>"

    if variant == "pair":
        body = phone(list_screen(False)) + phone(detail(False))
    else:
        body = phone(list_screen(True) + detail(True))
    desk = rng.choice(("linear-gradient(160deg, #cfd8e3, #8fa3b8)", "linear-gradient(160deg, #e7e1d6, #b9ab95)",
                       "linear-gradient(160deg, #d5e3da, #8fb39d)", "#3a3f47"))  # fmt: skip
    style = f"--pw: {phone_w}px; --phh: {phone_h}px; --gap: {60 if width > 900 else 24}px; --desk: {desk}"
    return _root(b, f"pa {variant}", body, size, ('"URW Gothic"', '"Nimbus Sans"', '"DejaVu Sans"'), style)


#: The tenth new-kinds split's builders, by layout name (``corpus.KINDS10_LAYOUTS``).
LAYOUTS: dict[str, Callable[[_Builder], str]] = {
    "seller_orders": _seller_orders,
    "account_settings": _account_settings,
    "applicant_tracking": _applicant_tracking,
    "payment_app": _payment_app,
}
