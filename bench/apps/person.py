"""The person of the record-then-run tests and benchmark: drives a sandbox with xdotool, at a person's pace.

It is the *person*, not the agent: it knows where things are on a 1280x800 screen at 100 %
(as someone who has done the task before does), waits until the screen is still before each
action and pauses after it, like a human. A recorder under test never hears from it, only
X input and frames.

Each app of the zoo has its own method here, with the app's points in a table beside it. A
person makes mistakes and corrects them; each method makes one (a typo taken back with
BackSpace, a wrong list entry picked again, a wrong menu closed with Escape, a required field
forgotten and filled after the app's error) — different ones on different apps.

Text beyond ASCII (Chinese, Japanese) is typed one character at a time, each through a keysym
that xdotool maps onto a spare keycode for that one key press, with a pause after it: typed in one
burst, the application can read a key after its mapping was already taken back (measured: a
character of "张伟 测试" was dropped). The recorder follows the remapping (it records the keyboard
mapping requests), so the characters reach it as typed.
"""

from __future__ import annotations

import subprocess
import sys
import time
from collections.abc import Mapping

from screenroute.edge.sandbox.processes import child_env

Point = tuple[int, int]

__all__ = [
    "ABIWORD",
    "ABIWORD_125",
    "BEPASTY",
    "BEPASTY_125",
    "CHERRYTREE",
    "CHERRYTREE_125",
    "FAVA",
    "FILEZILLA",
    "FILEZILLA_125",
    "FOSSIL",
    "FOSSIL_125",
    "GRAMPS",
    "GRAMPS_125",
    "HOMEBANK",
    "HOMEBANK_125",
    "IHATEMONEY",
    "JUPYTERLAB",
    "KEEPASSXC",
    "LEKTOR",
    "LEKTOR_125",
    "LINGUIST",
    "LINGUIST_125",
    "MOUSEPAD",
    "NEDIT",
    "OTTERWIKI",
    "OTTERWIKI_125",
    "PCMANFM",
    "PCMANFM_ZOO",
    "PIDGIN",
    "PIDGIN_125",
    "RADICALE",
    "ROUNDUP",
    "SQLITEBROWSER",
    "SYNCTHING",
    "SYNCTHING_125",
    "THONNY",
    "THONNY_125",
    "TIDDLYWIKI",
    "TIDDLYWIKI_125",
    "TKREMIND",
    "TKREMIND_125",
    "TRAC",
    "TRAC_SIGNED_IN",
    "WAGTAIL",
    "XFE",
    "XFE_125",
    "Person",
    "Point",
]

#: Where the Trac help desk's new-ticket form puts things (1280x800, 100 %, bench/apps/trac seeding).
TRAC: dict[str, Point] = {
    "new_ticket": (1086, 118),
    "summary": (700, 281),
    "type": (400, 646),
    "type:defect": (380, 671), "type:enhancement": (400, 695), "type:task": (372, 719),
    "priority": (815, 646),
    "priority:blocker": (810, 671), "priority:critical": (810, 695), "priority:major": (808, 719), "priority:minor": (807, 743), "priority:trivial": (806, 767),
    "scroll_at": (640, 500),
    "create": (328, 332),
}  # fmt: skip

#: Trac behind HTTP authentication: Chromium's sign-in dialog, then the signed-in ticket form (no Reporter row).
TRAC_SIGNED_IN: dict[str, Point] = {
    "login": (917, 88), "username": (679, 105), "password": (679, 155), "sign_in": (739, 218),
    "never_save_password": (902, 295), "new_ticket": (1086, 119), "summary": (700, 282),
    "type": (411, 583), "type:defect": (390, 607), "type:enhancement": (400, 631), "type:task": (380, 655),
    "priority": (818, 583),
    "priority:blocker": (812, 607), "priority:critical": (812, 631), "priority:major": (810, 655), "priority:minor": (810, 679), "priority:trivial": (810, 703),
    "scroll_at": (640, 500), "create": (328, 359),
}  # fmt: skip

#: JupyterLab: its login page, Chromium's "Save password?", the notebook's empty cell, the cell-type list, Save.
JUPYTERLAB: dict[str, Point] = {
    "password": (660, 116), "log_in": (797, 116), "never_save_password": (902, 295), "empty_cell": (600, 190),
    "cell_type": (609, 74), "cell_type:Code": (583, 124), "cell_type:Markdown": (600, 148), "cell_type:Raw": (580, 172),
    "save": (308, 74),
}  # fmt: skip

#: Wagtail's Chinese admin: login, "Save password?", then the new news page form as it shows after a failed save.
WAGTAIL: dict[str, Point] = {
    "username": (640, 214), "password": (640, 311), "log_in": (640, 473), "never_save_password": (902, 295),
    "save_draft": (415, 768), "title": (694, 267), "category": (331, 420),
    "category:通知": (320, 461), "category:活动": (320, 496), "category:报告": (320, 531),
}  # fmt: skip

#: DB Browser for SQLite on the shop database: Database Structure tab, the table editor dialog, Write Changes.
SQLITEBROWSER: dict[str, Point] = {
    "create_table": (62, 111), "create_index": (183, 111), "table_name": (629, 112), "add_field": (350, 218),
    "field_type": (565, 267), "field_type_arrow": (604, 267),
    "type:INTEGER": (540, 286), "type:TEXT": (540, 301), "type:BLOB": (540, 316), "type:REAL": (540, 331), "type:NUMERIC": (545, 346),
    "ok": (818, 637), "write_changes": (348, 39),
}  # fmt: skip

#: pcmanfm as a zoo app (its own defaults: icon view, side pane; the window fills the screen): menus, the name dialog.
PCMANFM_ZOO: dict[str, Point] = {
    "file": (20, 13),
    "edit": (59, 13),
    "create_new": (83, 96),
    "folder": (297, 96),
    "ok": (825, 458),
}

#: git gui in a repository with three changed files: the Unstaged list's file icons, the message, Commit, the dialog's OK.
GIT_GUI: dict[str, Point] = {
    "stage:app.py": (14, 83), "stage:config.ini": (14, 100), "stage:notes.txt": (14, 117),
    "message": (620, 680), "commit": (264, 700), "dialog_ok": (640, 491),
}  # fmt: skip

#: sqlite-web on the library database: login, "Save password?", the table list, Add column's form and type list.
SQLITE_WEB: dict[str, Point] = {
    "password": (746, 224), "log_in": (257, 276), "never_save_password": (902, 295),
    "table:books": (47, 118), "table:members": (60, 147),
    # "+ Add column" sits below the table's schema: lower for the longer one.
    "add_column:books": (1208, 318), "add_column:members": (1208, 282),
    "column_name": (746, 227), "column_type": (746, 309),
    "type:TEXT": (260, 367), "type:INTEGER": (273, 393), "type:REAL": (260, 419), "type:BLOB": (260, 445),
    "type:DATE": (260, 549), "submit": (281, 361),
}  # fmt: skip

#: LibreOffice Calc (its own toolkit) on the budget: the first empty row, Save As (a dialog filling the screen), the
#: file type list, "Keep current format".
CALC: dict[str, Point] = {
    "row5": (78, 200), "file_name": (600, 666), "file_type": (1158, 695),
    "type:xlsx": (138, 536), "type:xls": (130, 564), "save": (1222, 666), "keep_format": (784, 451),
}  # fmt: skip

#: Roundup's classic tracker in Japanese: the sidebar's login box, "Save password?", 新規登録 (new issue), the
#: issue form's title and priority list, and its submit button.
ROUNDUP: dict[str, Point] = {
    "username": (69, 256), "password": (69, 277), "log_in": (49, 325), "never_save_password": (902, 295),
    "new_issue": (47, 166), "title": (500, 107), "priority": (325, 133),
    "priority:致命的不具合": (318, 186), "priority:要早期対応": (312, 213), "priority:バグ": (293, 240),
    "priority:機能拡張案": (312, 267), "priority:要望": (293, 294),
    # The submit button's left end: a tooltip of the file field next to it can cover the rest.
    "submit": (288, 329),
}  # fmt: skip

#: Mousepad (GTK 3) on the packing list: the text, Document › Line Ending's entries, File › Save As..., the file
#: chooser's name field and Save.
MOUSEPAD: dict[str, Point] = {
    "text": (640, 400), "document": (229, 12), "line_ending": (253, 138),
    "ending:Unix (LF)": (538, 138), "ending:Mac (CR)": (538, 163), "ending:DOS / Windows (CR LF)": (584, 188),
    "file": (19, 12), "save_as": (60, 189), "name": (668, 46), "save": (1139, 771),
}  # fmt: skip

#: Fava on the household ledger: the sidebar's "+" (the Add dialog), its tabs, fields, the account list as it
#: opens under the first posting's account (the seeded ledger fixes its order), the second posting, Save.
FAVA: dict[str, Point] = {
    "add": (143, 411), "tab:Transaction": (353, 111), "tab:Balance": (440, 111),
    "payee": (534, 154), "account_1": (550, 197), "amount_1": (870, 197), "account_2": (550, 239),
    "list_1:Assets:Bank:Checking": (416, 226), "list_1:Expenses:Rent": (394, 247), "list_1:Income:Salary": (393, 268),
    "list_1:Expenses:Groceries": (409, 289), "list_1:Expenses:Travel": (398, 310),
    "list_2:Assets:Bank:Checking": (416, 268),
    "save": (983, 323),
}  # fmt: skip

#: I Hate Money in Chinese: the home page's login box, "Save password?", "添加新帐单" (the modal), its fields, the
#: payer list as it opens under its field (the project's members in the seeded order), "确定".
IHATEMONEY: dict[str, Point] = {
    "project": (407, 418), "code": (407, 504), "log_in": (407, 574), "never_save_password": (902, 295),
    "add_bill": (1198, 90), "what": (701, 195), "payer": (701, 251),
    "payer:张伟": (560, 312), "payer:李娜": (560, 344), "payer:王芳": (560, 376),
    "amount": (701, 307), "submit": (436, 586),
}  # fmt: skip

#: KeePassXC (the window fills the screen): the unlock screen (its password field moves down under the error
#: banner), the group tree, the toolbar's Add and Save, the entry editor's fields and OK.
KEEPASSXC: dict[str, Point] = {
    "password": (640, 337), "unlock": (805, 496), "password_under_error": (640, 385),
    "group:Email": (86, 137), "group:Finance": (92, 167), "group:Servers": (92, 197), "group:Shopping": (97, 227),
    "add_entry": (175, 52), "title": (740, 137), "username": (725, 174), "ok": (1116, 752), "save": (68, 52),
}  # fmt: skip

#: Radicale's web page: the sign-in form, "Save password?", the round Upload and Create buttons, the Upload scene's
#: Close, the Create scene's fields, its Type list as it opens, and Create.
RADICALE: dict[str, Point] = {
    "username": (640, 384), "password": (640, 449), "next": (801, 513), "never_save_password": (902, 295),
    "upload": (1245, 705), "upload_close": (678, 417), "create": (1245, 765),
    "type": (640, 270), "title": (640, 441), "description": (640, 527), "create_submit": (791, 698),
    "type:Address book": (500, 303), "type:Calendar, journal and tasks": (545, 327), "type:Calendar and journal": (523, 351),
    "type:Calendar and tasks": (518, 375), "type:Journal and tasks": (511, 399), "type:Calendar": (484, 423),
    "type:Journal": (477, 447), "type:Tasks": (472, 471),
}  # fmt: skip

#: Lektor's admin on the recipe site (the home page's editor): Add Page, its Model list as it opens, Title, ID, Add
#: Child Page; then the new recipe's editor: the Cuisine list as it opens, Minutes, Preview, the browser's
#: "unsaved information" dialog's Cancel, Save Changes.
LEKTOR: dict[str, Point] = {
    "header": (640, 18), "add_page": (213, 209), "model": (700, 160), "model:Page": (350, 192), "model:Recipe": (356, 219),
    "title": (690, 238), "page_id": (690, 316), "add_child_page": (394, 382),
    "cuisine": (700, 203), "cuisine:Italian": (355, 262), "cuisine:Japanese": (365, 289),
    "cuisine:Chinese": (360, 316), "cuisine:French": (357, 343), "cuisine:Mexican": (363, 370),
    "minutes": (690, 281), "preview": (209, 155), "confirm_cancel": (713, 123), "save": (389, 503),
}  # fmt: skip
#: The same at 125 % (the page laid out for a narrower viewport; the dialog a little lower).
LEKTOR_125: dict[str, Point] = {
    "header": (640, 22), "add_page": (106, 261), "model": (700, 200), "model:Page": (279, 238), "model:Recipe": (287, 272),
    "title": (700, 297), "page_id": (700, 393), "add_child_page": (333, 475),
    "cuisine": (700, 253), "cuisine:Italian": (286, 326), "cuisine:Japanese": (299, 360),
    "cuisine:Chinese": (293, 394), "cuisine:French": (289, 428), "cuisine:Mexican": (296, 462),
    "minutes": (700, 350), "preview": (101, 193), "confirm_cancel": (734, 154), "save": (327, 625),
}  # fmt: skip

#: Thonny (the window fills the screen) on the shopping script: the editor, File > Save as..., then GTK's file
#: chooser (zenity): its Name field, the folders as it lists them, the path bar's home button, OK.
THONNY: dict[str, Point] = {
    "text": (640, 300), "file": (19, 13), "save_as": (52, 194),
    # The path bar's home button is as wide as the work folder's name: its icon, at the left, stays put.
    "name": (668, 46), "path:home": (298, 96), "ok": (1137, 771),
    "folder:archive": (304, 157), "folder:drafts": (299, 180), "folder:shared": (302, 203),
}  # fmt: skip
#: The same at 125 % (Tk's fonts follow the display's DPI; the file chooser fills the screen).
THONNY_125: dict[str, Point] = {
    "text": (640, 330), "file": (21, 16), "save_as": (60, 220),
    "name": (670, 49), "path:home": (238, 98), "ok": (1222, 772),
    "folder:archive": (251, 161), "folder:drafts": (245, 187), "folder:shared": (249, 213),
}  # fmt: skip

#: HomeBank in Chinese (the window fills the screen): the toolbar's 添加 (the "添加记账" dialog), its amount, the
#: category list as it opens from its arrow (the seeded categories in HomeBank's order), 备注 (memo), 添加 and 关闭,
#: then 文件 › 保存.
HOMEBANK: dict[str, Point] = {
    "add": (545, 49), "amount": (610, 268), "category": (747, 498),
    "category:交通": (593, 204), "category:住房": (593, 230), "category:医疗": (593, 256), "category:水电费": (600, 282),
    "category:购物": (593, 308), "category:餐饮": (593, 334),
    "memo": (682, 590), "add_expense": (772, 683), "close": (576, 683), "file": (28, 14), "save": (52, 127),
}  # fmt: skip
#: The same at 125 % (the text grows, the icons do not; the dialog stays centred and fits the screen).
HOMEBANK_125: dict[str, Point] = {
    "add": (560, 54), "amount": (610, 267), "category": (779, 502),
    "category:交通": (580, 210), "category:住房": (580, 241), "category:医疗": (580, 272), "category:水电费": (590, 303),
    "category:购物": (580, 334), "category:餐饮": (580, 365),
    "memo": (690, 594), "add_expense": (796, 687), "close": (568, 687), "file": (35, 17), "save": (58, 150),
}  # fmt: skip

#: bepasty's pages: the navigation bar's login box, "Save password?", then the signed-in upload page: the text, the
#: file name, the lifetime list as it opens (above its field) and Submit.
BEPASTY: dict[str, Point] = {
    "password": (1056, 33), "log_in": (1214, 33), "never_save_password": (902, 295),
    "text": (440, 280), "filename": (442, 517), "lifetime": (537, 634), "submit": (727, 516),
    "lifetime:Months": (320, 440), "lifetime:Weeks": (320, 467), "lifetime:Days": (320, 494), "lifetime:Hours": (320, 521),
    "lifetime:Minutes": (320, 548), "lifetime:Years": (320, 575), "lifetime:Keep Forever": (320, 602),
}  # fmt: skip
#: The same at 125 % (the lifetime list sits at the screen's bottom edge: opening it scrolls the page up a little,
#: so Submit is lower before it and higher after).
BEPASTY_125: dict[str, Point] = {
    "password": (983, 41), "log_in": (1178, 41), "never_save_password": (808, 368),
    "text": (430, 350), "filename": (430, 646), "lifetime": (530, 789), "submit": (730, 632),
    "lifetime:Months": (300, 536), "lifetime:Weeks": (300, 570), "lifetime:Days": (300, 604), "lifetime:Hours": (300, 638),
    "lifetime:Minutes": (300, 672), "lifetime:Years": (300, 706), "lifetime:Keep Forever": (300, 740),
}  # fmt: skip

#: Gramps in Japanese (the window fills the screen, the People view): the toolbar's "+" (the person editor), its given
#: name and surname fields, the gender list as it opens on a new person (its entry 不明 over the field: GTK puts the
#: current entry there, so the list opens higher or lower once another is picked), and OK.
GRAMPS: dict[str, Point] = {
    "add_person": (206, 48), "given": (694, 275), "surname": (705, 313), "gender": (368, 389),
    "gender:女性": (357, 328), "gender:男性": (357, 360), "gender:不明": (357, 392), "ok": (1148, 675),
}  # fmt: skip
#: The same at 125 % (the text grows, the toolbar's icons do not).
GRAMPS_125: dict[str, Point] = {
    "add_person": (206, 54), "given": (742, 284), "surname": (735, 322), "gender": (387, 401),
    "gender:女性": (376, 329), "gender:男性": (376, 366), "gender:不明": (376, 403), "ok": (1197, 677),
}  # fmt: skip

#: Qt Linguist (the window fills the screen): the "Sources and Forms" panel's close button (closed, the translation
#: editor shows in full), the Context list, the first string of the list, the translation field, File › Save As...,
#: then Qt's Save As dialog: its file name field and Save.
LINGUIST: dict[str, Point] = {
    "close_sources": (1272, 67), "context:LoginDialog": (70, 105), "context:MainWindow": (73, 121),
    "context:SettingsPage": (75, 137), "first_string": (318, 106), "translation": (770, 372),
    "file": (19, 8), "save_as": (63, 119), "name": (628, 512), "save": (890, 512),
}  # fmt: skip
#: The same at 125 %.
LINGUIST_125: dict[str, Point] = {
    "close_sources": (1270, 84), "context:LoginDialog": (87, 132), "context:MainWindow": (91, 152),
    "context:SettingsPage": (93, 172), "first_string": (390, 133), "translation": (794, 465),
    "file": (25, 10), "save_as": (79, 149), "name": (625, 541), "save": (953, 541),
}  # fmt: skip

#: Syncthing's GUI: Chromium's sign-in dialog (HTTP authentication; its grey backdrop covers the page), "Save
#: password?", Add Folder (the modal dialog), its tabs, the Folder Label field, the File Versioning tab's list as it
#: opens under its field, Save (on the General tab: each versioning kind's own fields make the other tab longer).
SYNCTHING: dict[str, Point] = {
    "username": (679, 105), "password": (679, 155), "sign_in": (739, 218), "never_save_password": (902, 295),
    "backdrop": (100, 650), "add_folder": (575, 257),
    "tab:General": (258, 125), "tab:Sharing": (362, 125), "tab:File Versioning": (491, 125),
    "label": (640, 197), "versioning": (640, 198),
    "versioning:No File Versioning": (300, 228), "versioning:Trash Can File Versioning": (310, 252),
    "versioning:Simple File Versioning": (300, 276), "versioning:Staggered File Versioning": (310, 300),
    "versioning:External File Versioning": (305, 324), "save": (964, 558),
}  # fmt: skip
#: The same at 125 %.
SYNCTHING_125: dict[str, Point] = {
    "username": (689, 133), "password": (689, 194), "sign_in": (764, 272), "never_save_password": (808, 368),
    "backdrop": (100, 650), "add_folder": (559, 318),
    "tab:General": (161, 154), "tab:Sharing": (292, 154), "tab:File Versioning": (452, 154),
    "label": (640, 246), "versioning": (640, 246),
    "versioning:No File Versioning": (200, 284), "versioning:Trash Can File Versioning": (230, 315),
    "versioning:Simple File Versioning": (217, 346), "versioning:Staggered File Versioning": (233, 377),
    "versioning:External File Versioning": (223, 408), "save": (1047, 697),
}  # fmt: skip

#: CherryTree in Chinese (the window fills the screen): the tree's top-level nodes (the seeded notebook, collapsed), the
#: toolbar's "add a child node" button, the "新的子节点属性" dialog's name field and 确定(O), the editor.
CHERRYTREE: dict[str, Point] = {
    "node:工作": (51, 73), "node:家庭": (51, 99), "node:学习": (51, 125), "node:旅行": (51, 151),
    "add_child": (41, 43), "name": (640, 237), "ok": (744, 621), "editor": (700, 400),
}  # fmt: skip
#: The same at 125 % (the text grows, the toolbar's icons do not).
CHERRYTREE_125: dict[str, Point] = {
    "node:工作": (55, 80), "node:家庭": (55, 111), "node:学习": (55, 142), "node:旅行": (55, 173),
    "add_child": (41, 48), "name": (640, 220), "ok": (738, 648), "editor": (700, 400),
}  # fmt: skip

#: AbiWord (the window fills the screen) on the minutes: the page, the toolbar's style list as it opens around "Normal"
#: (the new paragraph's style; the entries above it are scrolled out of the list), File › Save As..., then GTK's file
#: chooser's Name field (its buttons are below the screen's edge: Return saves).
ABIWORD: dict[str, Point] = {
    "page": (640, 500), "style": (92, 87),
    "style:Numbered Heading 1": (80, 119), "style:Numbered Heading 2": (80, 148), "style:Numbered Heading 3": (80, 177),
    "style:Plain Text": (43, 235), "style:Section Heading": (65, 264),
    "file": (19, 12), "save_as": (62, 184), "name": (668, 46),
}  # fmt: skip
#: The same at 125 % (the page keeps its size, the toolbar and the lists grow).
ABIWORD_125: dict[str, Point] = {
    "page": (640, 600), "style": (112, 91),
    "style:Numbered Heading 1": (100, 125), "style:Numbered Heading 2": (100, 157), "style:Numbered Heading 3": (100, 189),
    "style:Plain Text": (52, 253), "style:Section Heading": (81, 285),
    "file": (22, 14), "save_as": (71, 204), "name": (640, 49),
}  # fmt: skip

#: Fossil's pages: its login page (the page it leads to and a warning about plain HTTP above the fields), "Save password?", then the New
#: Ticket form the login goes on to: the summary, the Severity list as it opens under its field, the description,
#: Preview, and Submit (shown under the preview once previewed).
FOSSIL: dict[str, Point] = {
    "user": (236, 225), "password": (236, 250), "log_in": (137, 299), "never_save_password": (902, 295),
    "title": (256, 241), "severity": (168, 337),
    "severity:Critical": (160, 360), "severity:Severe": (160, 384), "severity:Important": (160, 408),
    "severity:Minor": (160, 432), "severity:Cosmetic": (160, 456),
    "description": (358, 506), "preview": (157, 611), "scroll_at": (900, 500), "submit": (154, 741),
}  # fmt: skip
#: The same at 125 % (the form is longer than the screen: after Preview the person scrolls to its end for Submit).
FOSSIL_125: dict[str, Point] = {
    "user": (289, 273), "password": (289, 303), "log_in": (170, 362), "never_save_password": (808, 368),
    "title": (310, 298), "severity": (196, 424),
    "severity:Critical": (190, 450), "severity:Severe": (190, 480), "severity:Important": (190, 510),
    "severity:Minor": (190, 540), "severity:Cosmetic": (190, 570),
    "description": (447, 640), "preview": (184, 773), "scroll_at": (1000, 500), "submit": (181, 672),
}  # fmt: skip

#: TkRemind (its windows fill the screen): the calendar's "Go To Date..." button, that dialog's month menubutton, its
#: menu as it drops (January first), the year field's right end and Go; the calendar grid (between the weekday row and
#: the button bar: the month's weeks share its height, a day's number at the top of its cell); then the reminder
#: dialog: "Timed reminder at", its hour menubutton and the menu as it drops (1 first), the Body field and "Add to
#: reminder file".
TKREMIND: dict[str, Point] = {
    "go_to_date": (196, 784), "month": (640, 132), "month:1": (40, 157), "month:2": (40, 179), "year_end": (1270, 397),
    "go": (313, 664), "grid_top": (0, 44), "grid_bottom": (1280, 768), "day_number": (0, 12),
    "timed": (18, 401), "hour": (166, 401), "hour:1": (166, 426), "hour:2": (166, 448),
    "body": (660, 700), "add": (604, 765),
}  # fmt: skip
#: The same at 125 % (Tk's fonts follow the display's DPI: every row is taller).
TKREMIND_125: dict[str, Point] = {
    "go_to_date": (243, 782), "month": (640, 133), "month:1": (45, 162), "month:2": (45, 187), "year_end": (1270, 397),
    "go": (311, 664), "grid_top": (0, 50), "grid_bottom": (1280, 765), "day_number": (0, 13),
    "timed": (21, 401), "hour": (211, 401), "hour:1": (212, 430), "hour:2": (212, 455),
    "body": (660, 703), "add": (594, 766),
}  # fmt: skip

#: NEdit (Motif; the window fills the screen): the text, the Search and File menus, File › Save As..., then the "Save
#: File As" dialog (at the screen's top left): its Format radio buttons, the New File Name field's right end, OK; and
#: the Save button of NEdit's "File not Found" question, which it asks at times before writing under the new name.
NEDIT: dict[str, Point] = {
    "text": (640, 400), "search": (108, 12), "file": (21, 12), "save_as": (39, 210),
    "format:Unix": (81, 270), "format:DOS": (137, 270), "format:Macintosh": (193, 270),
    "name_end": (470, 359), "ok": (45, 419), "file_not_found_save": (55, 474),
}  # fmt: skip

#: FileZilla in Japanese (the window fills the screen): the toolbar's Site Manager button, then the Site Manager (a modal
#: dialog): 新しいサイト (New site), the host field, the logon type list (GTK opens it with the current entry over the
#: field: "logon_below" is where the entry below the current one then shows), the user field and OK.
FILEZILLA: dict[str, Point] = {
    "site_manager": (22, 48), "new_site": (287, 533), "host": (908, 258),
    "logon": (970, 342), "logon_below": (900, 376), "user": (974, 377), "ok": (1018, 660),
}  # fmt: skip
#: The same at 125 % (the dialog is wider than the screen: its right end, past the fields' own, is off it).
FILEZILLA_125: dict[str, Point] = {
    "site_manager": (22, 53), "new_site": (257, 553), "host": (1060, 236),
    "logon": (1000, 333), "logon_below": (880, 372), "user": (1080, 372), "ok": (1210, 691),
}  # fmt: skip

#: Xfe (FOX; the window fills the screen, one panel, a detailed list sorted by name): the first file's row (below the
#: parent folder's) and the second's; the person clicks a row at its name.
XFE: dict[str, Point] = {"file:0": (80, 195), "file:1": (80, 220)}
#: The same at 125 % (FOX draws its fonts at their own size whatever the display's DPI: the list does not move).
XFE_125: dict[str, Point] = dict(XFE)

#: An Otter Wiki's pages: its login page, "Save password?", then the administrator's Application Preferences (a form
#: longer than the screen): Site Name and Site Description; "scroll_at" where the person scrolls it (the Robot
#: Crawlers list shows at "robots" after OTTERWIKI_NOTCHES notches from the top), the list's entries as it opens
#: under its field; and Save Preferences at the form's end (scrolled to the bottom).
OTTERWIKI: dict[str, Point] = {
    "email": (631, 164), "password": (631, 216), "log_in": (374, 308), "never_save_password": (902, 295),
    "site_name": (760, 191), "description": (760, 425), "scroll_at": (760, 500),
    "robots": (530, 478), "robots:Allow": (370, 509), "robots:Disallow": (370, 536), "save": (400, 723),
}  # fmt: skip
#: The same at 125 % (the sidebar's entries wrap; a notch scrolls 1.25 times as far).
OTTERWIKI_125: dict[str, Point] = {
    "email": (753, 205), "password": (753, 270), "log_in": (404, 385), "never_save_password": (808, 368),
    "site_name": (758, 239), "description": (758, 557), "scroll_at": (900, 500),
    "robots": (600, 499), "robots:Allow": (390, 538), "robots:Disallow": (390, 572), "save": (438, 704),
}  # fmt: skip
#: Wheel notches from the form's top to its Robot Crawlers list, at 100 % and 125 %.
OTTERWIKI_NOTCHES: dict[float, int] = {1.0: 3, 1.25: 4}

#: TiddlyWiki 5: Chromium's sign-in dialog and "Save password?", the sidebar's "+" (new tiddler; its title opens
#: selected), the editor's text, the tag field's drop-down and its entries (the seeded tags, sorted), Done (✓).
TIDDLYWIKI: dict[str, Point] = {
    "username": (679, 105), "password": (679, 155), "sign_in": (739, 218), "never_save_password": (902, 295),
    # "+" where it is with and without the page's scroll bar (which moves the sidebar left as the page loads).
    "new": (974, 162), "text": (478, 338), "tags": (232, 201), "tag:0": (134, 243), "tag:1": (134, 272),
    "done": (852, 97),
}  # fmt: skip
#: The same at 125 %.
TIDDLYWIKI_125: dict[str, Point] = {
    "username": (689, 133), "password": (689, 195), "sign_in": (764, 272), "never_save_password": (808, 368),
    "new": (895, 201), "text": (437, 420), "tags": (290, 249), "tag:0": (165, 301), "tag:1": (165, 336),
    "done": (745, 122),
}  # fmt: skip

#: Pidgin (GTK 2, in Chinese): the Accounts window's 添加 (Add) where it is whether the window opened maximised or at
#: the size Pidgin keeps ("add_account:low", ":high": the button's two places, looked for when a click opened nothing);
#: in the Add Account dialog, the protocol list's field ("list_step": one entry further down the open list, which opens
#: with the current entry over the field), and the XMPP form's user name, domain, local alias and 添加.
PIDGIN: dict[str, Point] = {
    "add_account": (897, 773), "add_account:low": (897, 786), "add_account:high": (897, 759), "protocol": (690, 319), "list_step": (690, 343),
    "user": (692, 354), "domain": (692, 388), "alias": (692, 552), "add": (738, 756),
}  # fmt: skip
#: The same at 125 % (the XMPP form no longer fits under the dialog's top: the window manager moves it up).
PIDGIN_125: dict[str, Point] = {
    "add_account": (840, 773), "add_account:low": (840, 786), "add_account:high": (838, 759),
    "protocol": (690, 311), "list_step": (690, 340),
    "user": (692, 312), "domain": (692, 351), "alias": (692, 540), "add": (758, 769),
}  # fmt: skip

#: pcmanfm (list view, 1280x800, 100 %): File > Create New... > Folder, and the name dialog's OK.
PCMANFM: dict[str, Point] = {"file": (61, 40), "create_new": (122, 123), "folder": (337, 123), "ok": (825, 465)}


class Person:
    """Mouse and keyboard on one display through xdotool, with a pause after each action."""

    def __init__(self, display: str, pause_s: float = 1.0, scale: float = 1.0) -> None:
        self.env = child_env(DISPLAY=display)
        self.pause_s = pause_s
        #: The display's scale: a person who knows an app's points at 125 % too uses those there.
        self.scale = scale

    def points_at_scale(self, points: dict[str, Point], scaled: Mapping[float, dict[str, Point]]) -> dict[str, Point]:
        """``points`` (100 %), or the table of this display's scale; ValueError when the person does not know it."""
        if self.scale == 1.0:
            return points
        if self.scale not in scaled:
            raise ValueError(f"the person knows this app's points at 100 % and {sorted(scaled)}, not at {self.scale:g}")
        return scaled[self.scale]

    def _xdotool(self, *args: str) -> None:
        subprocess.run(["xdotool", *args], env=self.env, check=True, timeout=30)

    def look(self) -> None:
        """Wait until the screen is still, as a person waits for a page before acting on it."""
        from screenroute.edge.capture import MssScreen
        from screenroute.edge.settle import wait_until_stable

        with MssScreen(self.env["DISPLAY"]) as screen:
            wait_until_stable(screen, interval_s=0.25, stable_frames=3, max_wait_s=15)

    def click(self, point: Point, pause_s: float | None = None) -> None:
        self.look()
        self._xdotool("mousemove", str(point[0]), str(point[1]), "click", "1")
        time.sleep(self.pause_s if pause_s is None else pause_s)

    def click_until_it_opens(self, point: Point, pause_s: float = 1.5, tries: int = 3, share: float = 0.1) -> None:
        """Click ``point`` and, when nothing opened, look again and click again, as a person does.

        A single-page app shows its page before its scripts listen (on a loaded machine, for
        seconds): a click then does nothing; so does a click that lands on a tooltip which showed
        up over the button, or one that only closes a list still open. "Opened" is at least
        ``share`` of the screen changed (a dialog with its backdrop, the next page), not a hover's
        highlight or a tooltip.
        """
        from screenroute.edge.capture import MssScreen
        from screenroute.edge.settle import changed_pixels, wait_until_stable

        with MssScreen(self.env["DISPLAY"]) as screen:
            # Judged against the screen before the first click: a page that opens late (a loaded
            # server) shows after the next look, and a click on the same link there changes nothing.
            before = wait_until_stable(screen, interval_s=0.25, stable_frames=3, max_wait_s=15).frame
            for _ in range(tries):
                self._xdotool("mousemove", str(point[0]), str(point[1]), "click", "1")
                time.sleep(pause_s)
                after = wait_until_stable(screen, interval_s=0.25, stable_frames=3, max_wait_s=15).frame
                if changed_pixels(before, after) > before.width * before.height * share:
                    return
                print(f"[person] the click at {point} opened nothing; looking again", file=sys.stderr, flush=True)
        raise RuntimeError(f"{tries} clicks at {point} opened nothing")

    def look_until_shown(self, timeout_s: float = 60.0) -> None:
        """Wait until the app has drawn something, as a person waits for a window or page to appear.

        A browser or program paints its first screen late on a loaded machine: an empty screen
        of one colour is still as well, and a click there lands on nothing.
        """
        from screenroute.edge.capture import MssScreen

        deadline = time.monotonic() + timeout_s
        with MssScreen(self.env["DISPLAY"]) as screen:
            while time.monotonic() < deadline:
                self.look()
                darkest, lightest = screen.grab().to_image().convert("L").getextrema()  # one band: two numbers
                if isinstance(darkest, int | float) and isinstance(lightest, int | float) and lightest - darkest > 40:
                    return
                time.sleep(0.5)
        raise RuntimeError(f"nothing showed on the screen within {timeout_s:.0f}s")

    def type(self, text: str, remap_delay_ms: int = 150) -> None:
        """Type ``text``; each character beyond ASCII is held on its remapped key for ``remap_delay_ms``.

        A program that reads its keys late (Tk on a loaded machine) needs the mapping held
        longer: read after it was taken back, the key is no character at all.
        """
        self.look()
        for run in _runs(text):
            if run.isascii():
                self._xdotool("type", "--delay", "70", "--", run)
            else:
                for char in run:  # one remapped key at a time, with time for the app to read it
                    self._xdotool("type", "--delay", str(remap_delay_ms), "--", char)
                    time.sleep(0.2)
        time.sleep(self.pause_s)

    def compose(self, text: str) -> None:
        """Type ``text``, each run beyond ASCII committed whole, as an input method commits a composed word.

        The run is put on the clipboard and pasted: a program that drops remapped keys however
        long they are held (Chromium, measured at load ~13: a character of "家庭照片" lost with the
        key held 1 s) receives a commit whole. ASCII is typed key by key.
        """
        self.look()
        for run in _runs(text):
            if run.isascii():
                self._xdotool("type", "--delay", "70", "--", run)
                continue
            subprocess.run(
                ["xclip", "-selection", "clipboard", "-in"], input=run.encode(), env=self.env, check=True, timeout=30
            )
            time.sleep(0.3)
            self._xdotool("key", "ctrl+v")
            time.sleep(0.5)
        time.sleep(self.pause_s)

    def typo(self, text: str, wrong: str) -> None:
        """Type ``text`` with ``wrong`` slipped in at its end, notice, and take it back with BackSpace."""
        self.type(text + wrong)
        for _ in wrong:
            self._xdotool("key", "BackSpace")
            time.sleep(0.15)
        time.sleep(self.pause_s)

    def key(self, chord: str) -> None:
        self.look()
        self._xdotool("key", chord)
        time.sleep(self.pause_s)

    def scroll(self, point: Point, notches: int) -> None:
        self.look()
        self._xdotool("mousemove", str(point[0]), str(point[1]))
        for _ in range(abs(notches)):
            self._xdotool("click", "5" if notches > 0 else "4")
            time.sleep(0.15)
        time.sleep(self.pause_s)

    def create_trac_ticket(self, summary: str, ticket_type: str, priority: str) -> None:
        """File a ticket on Trac's help desk, starting from a Trac page with the main menu."""
        # The start page paints late on a loaded machine, and a blank screen is still too.
        self.look_until_shown()
        self.click_until_it_opens(TRAC["new_ticket"], pause_s=2.5, share=0.02)
        self.click(TRAC["summary"])
        self.type(summary)
        self.click(TRAC["type"])
        self.click(TRAC[f"type:{ticket_type}"])
        self.click(TRAC["priority"])
        self.click(TRAC[f"priority:{priority}"])
        self.scroll(TRAC["scroll_at"], 5)
        self.click(TRAC["create"], pause_s=2.5)

    def trac_login_and_ticket(self, user: str, password: str, summary: str, ticket_type: str, priority: str) -> None:
        """Sign in to Trac (the browser's dialog), dismiss "Save password?", file a ticket.

        The slip: the priority list is opened and the entry above the right one picked; the
        person sees it, opens the list again and picks the right one.
        """
        points = TRAC_SIGNED_IN
        self.click(points["login"], pause_s=2.0)
        self.click(points["username"])
        self.type(user)
        self.click(points["password"])
        self.type(password)
        self.click(points["sign_in"], pause_s=2.5)
        self.click(points["never_save_password"])
        self.click(points["new_ticket"], pause_s=2.5)
        self.click(points["summary"])
        self.type(summary)
        self.click(points["type"])
        self.click(points[f"type:{ticket_type}"])
        options = [key.partition(":")[2] for key in points if key.startswith("priority:")]
        wrong = options[(options.index(priority) + 1) % len(options)]
        self.click(points["priority"])
        self.click(points[f"priority:{wrong}"])
        self.click(points["priority"])
        self.click(points[f"priority:{priority}"])
        self.scroll(points["scroll_at"], 5)
        self.click(points["create"], pause_s=2.5)

    def jupyterlab_note(self, password: str, note: str, kind: str) -> None:
        """Log in to JupyterLab, write ``note`` into the empty cell, make it a ``kind`` cell, save.

        The slip: a stray letter at the end of the note, taken back with BackSpace.
        """
        points = JUPYTERLAB
        self.click(points["password"])
        self.type(password)
        self.click(points["log_in"], pause_s=6.0)  # the single-page app loads, then the kernel starts
        self.click(points["never_save_password"], pause_s=1.5)
        self.click(points["empty_cell"])
        self.typo(note, "s")
        self.click(points["cell_type"])
        self.click(points[f"cell_type:{kind}"])
        self.click(points["save"], pause_s=2.0)

    def wagtail_news_draft(self, user: str, password: str, title: str, category: str) -> None:
        """Log in to Wagtail's admin, save a draft news page with ``title`` and ``category``.

        The slip: "保存草稿" (save draft) is pressed before the title is typed; the admin says the
        required field is missing, and the person types the title, picks the category and saves again.
        """
        points = WAGTAIL
        self.click(points["username"])
        self.type(user)
        self.click(points["password"])
        self.type(password)
        self.click(points["log_in"], pause_s=3.0)
        self.click(points["never_save_password"])
        self.click(points["save_draft"], pause_s=2.5)
        self.click(points["title"])
        self.type(title)
        self.click(points["category"])
        self.click(points[f"category:{category}"])
        self.click(points["save_draft"], pause_s=2.5)

    def sqlitebrowser_create_table(self, table: str, field: str, column_type: str) -> None:
        """Create ``table`` with one ``field`` of ``column_type`` in DB Browser for SQLite, write the changes.

        The slip: Create Index (beside Create Table) is clicked first; its dialog is closed with
        Escape and Create Table is clicked.
        """
        points = SQLITEBROWSER
        self.click(points["create_index"], pause_s=1.5)
        self.key("Escape")
        self.click(points["create_table"], pause_s=1.5)
        self.click(points["table_name"])
        self.type(table)
        self.click(points["add_field"])
        self.type(field)  # over the new row's selected "Field1"
        self.click(points["field_type"])  # ends the name's editing
        self.click(points["field_type_arrow"])
        self.click(points[f"type:{column_type}"])
        self.click(points["ok"], pause_s=1.5)
        self.click(points["write_changes"], pause_s=1.5)

    def pcmanfm_new_folder(self, name: str) -> None:
        """File > Create New... > Folder in pcmanfm, the name typed over the dialog's "New", OK.

        The slip: the Edit menu is opened instead of File and closed with Escape.
        """
        points = PCMANFM_ZOO
        self.click(points["edit"])
        self.key("Escape")
        self.click(points["file"])
        self.click(points["create_new"])
        self.click(points["folder"], pause_s=2.0)
        self.type(name)
        self.click(points["ok"], pause_s=2.0)

    def git_gui_commit(self, file: str, message: str) -> None:
        """Commit ``file`` with ``message`` in git gui.

        The slip: the message is typed and Commit pressed before any file is staged; git gui says
        there is nothing to commit, the dialog is closed with OK, the file's icon is clicked (which
        stages it) and Commit is pressed again.
        """
        points = GIT_GUI
        self.click(points["message"])
        self.type(message)
        self.click(points["commit"], pause_s=1.5)
        self.click(points["dialog_ok"])
        self.click(points[f"stage:{file}"], pause_s=1.5)
        self.click(points["commit"], pause_s=2.0)

    def sqlite_web_add_column(self, password: str, table: str, column: str, column_type: str) -> None:
        """Log in to sqlite-web, open ``table``, add ``column`` of ``column_type``.

        The slip: a stray letter at the end of the column's name, taken back with BackSpace.
        """
        points = SQLITE_WEB
        self.click(points["password"])
        self.type(password)
        self.click(points["log_in"], pause_s=2.0)
        self.click(points["never_save_password"])
        self.click(points[f"table:{table}"], pause_s=1.5)
        self.click(points[f"add_column:{table}"], pause_s=1.5)
        self.click(points["column_name"])
        self.typo(column, "x")
        self.click(points["column_type"])
        self.click(points[f"type:{column_type}"])
        self.click(points["submit"], pause_s=2.0)

    def calc_row_save_as(self, item: str, amount: str, file: str) -> None:
        """Add a row to the budget in LibreOffice Calc and save it as ``file``.xlsx (Save As, keep the format).

        The slip: Excel 97-2003, the entry below Excel 2007-365, is picked first; the list is opened
        again and the right one picked.
        """
        points = CALC
        self.click(points["row5"])
        self.type(item)
        self.key("Tab")
        self.type(amount)
        self.key("Return")
        self.key("ctrl+shift+s")
        time.sleep(1.5)
        self.click(points["file_name"])
        self.key("ctrl+a")
        self.type(file)
        self.click(points["file_type"])
        self.click(points["type:xls"])
        self.click(points["file_type"])
        self.click(points["type:xlsx"])
        self.click(points["save"], pause_s=2.0)
        self.click(points["keep_format"], pause_s=2.0)

    def roundup_new_issue(self, user: str, password: str, title: str, priority: str) -> None:
        """Log in from Roundup's sidebar, dismiss "Save password?", file an issue with ``title`` and ``priority``.

        The slip: the priority below the right one is picked; the person sees it, opens the list
        again and picks the right one.
        """
        points = ROUNDUP
        self.click(points["username"])
        self.type(user)
        self.click(points["password"])
        self.type(password)
        self.click(points["log_in"], pause_s=2.5)
        self.click(points["never_save_password"])
        self.click(points["new_issue"], pause_s=2.0)
        self.click(points["title"])
        self.type(title)
        options = [key.partition(":")[2] for key in points if key.startswith("priority:")]
        wrong = options[(options.index(priority) + 1) % len(options)]
        self.click(points["priority"])
        self.click(points[f"priority:{wrong}"])
        self.click(points["priority"])
        self.click(points[f"priority:{priority}"])
        self.click_until_it_opens(points["submit"], pause_s=2.5, share=0.03)  # the issue's page

    def mousepad_line_save_as(self, item: str, line_ending: str, file: str) -> None:
        """Add ``item`` as the list's last line in Mousepad, pick ``line_ending``, save as ``file`` (Save As).

        The slip: a stray letter at the end of the file name, taken back with BackSpace.
        """
        points = MOUSEPAD
        self.click(points["text"])
        self.key("ctrl+End")  # the empty line after the last item
        self.type(item)
        self.click(points["document"])
        self.click(points["line_ending"])
        self.click(points[f"ending:{line_ending}"])
        self.click(points["file"])
        self.click(points["save_as"], pause_s=2.0)
        self.click(points["name"])
        self.key("ctrl+a")
        self.typo(file, "s")
        self.click(points["save"], pause_s=2.0)
        self.look()

    def fava_add_expense(self, payee: str, account: str, amount: str) -> None:
        """In Fava's Add dialog: ``payee``, ``account`` from the list with ``amount``, the bank account; Save.

        The slip: the dialog's Balance tab is clicked first; the person sees the wrong form and
        clicks Transaction.
        """
        points = FAVA
        self.click_until_it_opens(points["add"])
        self.click(points["tab:Balance"])
        self.click(points["tab:Transaction"])
        self.click(points["payee"])
        self.type(payee)
        self.click(points["account_1"])
        self.click(points[f"list_1:{account}"])
        self.click(points["amount_1"])
        self.type(amount)
        self.click(points["account_2"])
        self.click(points["list_2:Assets:Bank:Checking"])
        self.click(points["save"], pause_s=3.0)
        self.look()  # until the dialog has closed on the stored entry (slow on a loaded machine)

    def ihatemoney_add_bill(self, project: str, password: str, what: str, payer: str, amount: str) -> None:
        """Log in to the I Hate Money project, dismiss "Save password?", add a bill in the modal dialog.

        The slip: "确定" (submit) is pressed before the amount is typed; the browser says the field
        must be filled, and the person types the amount and submits again.
        """
        points = IHATEMONEY
        self.look_until_shown()
        self.click(points["project"])
        self.type(project)
        self.click(points["code"])
        self.type(password)
        self.click(points["log_in"], pause_s=2.5)
        self.click(points["never_save_password"])
        self.click_until_it_opens(points["add_bill"])  # the modal with its backdrop
        self.click(points["what"])
        self.type(what)
        self.click(points["payer"])
        self.click(points[f"payer:{payer}"])
        self.click(points["submit"])
        self.click(points["amount"])
        self.type(amount)
        self.click(points["submit"], pause_s=2.5)
        self.look()

    def keepassxc_add_entry(self, master_password: str, title: str, username: str, group: str) -> None:
        """Unlock the KeePassXC database, add an entry with ``title`` and ``username`` to ``group``, save.

        The slip: the master password is typed with last year's number; KeePassXC says the
        credentials are invalid, and the person selects what they typed, types it right and
        presses Return.
        """
        points = KEEPASSXC
        self.look_until_shown()
        wrong = master_password.replace("2026", "2025") if "2026" in master_password else master_password + "x"
        self.click(points["password"])
        self.type(wrong)
        self.click(points["unlock"], pause_s=2.5)
        self.click(points["password_under_error"])
        self.key("ctrl+a")
        self.type(master_password)
        self.key("Return")
        time.sleep(2.0)  # the key derivation, then the database opens
        self.click(points[f"group:{group}"])
        self.click(points["add_entry"], pause_s=1.5)
        self.click(points["title"])
        self.type(title)
        self.click(points["username"])
        self.type(username)
        self.click(points["ok"], pause_s=1.5)
        self.click(points["save"], pause_s=1.5)
        self.look()

    def radicale_create_collection(self, user: str, password: str, title: str, description: str, kind: str) -> None:
        """Sign in to Radicale's web page, dismiss "Save password?", create a ``kind`` collection.

        The slip: the Upload button (above Create) is clicked first; the person sees the upload
        form, closes it and clicks Create.
        """
        points = RADICALE
        self.look_until_shown()
        self.click(points["username"])
        self.type(user)
        self.click(points["password"])
        self.type(password)
        self.click(points["next"], pause_s=2.5)
        self.click(points["never_save_password"])
        self.click(points["upload"], pause_s=1.5)
        self.click(points["upload_close"])
        self.click(points["create"], pause_s=1.5)
        self.click(points["title"])
        self.type(title)
        self.click(points["description"])
        self.type(description)
        self.click(points["type"])
        self.click(points[f"type:{kind}"])
        self.click(points["create_submit"], pause_s=2.5)
        self.look()

    def look_until_dark_at(self, point: Point, timeout_s: float = 60.0) -> None:
        """Wait until the screen is dark at ``point`` (a page's header bar drawn by its scripts), then still.

        A single-page app first shows a plain "Loading" page that is just as still as the app
        itself: a person waits for the app's own frame before acting on it.
        """
        from screenroute.edge.capture import MssScreen

        deadline = time.monotonic() + timeout_s
        with MssScreen(self.env["DISPLAY"]) as screen:
            while time.monotonic() < deadline:
                level = screen.grab().to_image().convert("L").getpixel(point)
                if isinstance(level, int | float) and level < 100:
                    self.look()
                    return
                time.sleep(0.5)
        raise RuntimeError(f"the screen did not turn dark at {point} within {timeout_s:.0f}s")

    def level_at(self, point: Point) -> float:
        """The screen's grey level (0–255) at ``point`` now, as a person sees whether a dialog is still there."""
        from screenroute.edge.capture import MssScreen

        with MssScreen(self.env["DISPLAY"]) as screen:
            level = screen.grab().to_image().convert("L").getpixel(point)
        return float(level) if isinstance(level, int | float) else 0.0

    def double_click(self, point: Point, pause_s: float | None = None) -> None:
        """Two clicks in quick succession (opening a folder in a list), after looking."""
        self.look()
        self._xdotool("mousemove", str(point[0]), str(point[1]), "click", "--repeat", "2", "--delay", "120", "1")
        time.sleep(self.pause_s if pause_s is None else pause_s)

    def wait_for_window(self, title: str, timeout_s: float = 60.0) -> None:
        """Wait until a window titled ``title`` shows, as a person waits for a slow dialog to open."""
        deadline = time.monotonic() + timeout_s
        while time.monotonic() < deadline:
            found = subprocess.run(
                ["xdotool", "search", "--onlyvisible", "--name", f"^{title}$"],
                env=self.env, capture_output=True, text=True, timeout=30, check=False,
            )  # fmt: skip
            if found.returncode == 0 and found.stdout.strip():
                self.look()
                return
            time.sleep(0.5)
        raise RuntimeError(f"no window {title!r} within {timeout_s:.0f}s")

    def lektor_add_recipe(self, title: str, page_id: str, cuisine: str, minutes: str) -> None:
        """In Lektor's admin: Add Page, the Recipe model, ``title`` and ``page_id``; its cuisine and minutes; save.

        The slip: Preview is clicked before the changes are saved; the browser asks whether to
        leave the page with unsaved information, and the person clicks Cancel and saves.
        """
        points = self.points_at_scale(LEKTOR, {1.25: LEKTOR_125})
        self.look_until_dark_at(points["header"])  # the admin's header bar: its scripts have drawn it
        self.click(points["add_page"], pause_s=2.0)
        self.click(points["model"])
        self.click(points["model:Recipe"])
        self.click(points["title"])
        self.type(title)
        self.click(points["page_id"])
        self.type(page_id)
        self.click(points["add_child_page"], pause_s=2.5)
        self.click(points["cuisine"])
        self.click(points[f"cuisine:{cuisine}"])
        self.click(points["minutes"])
        self.type(minutes)
        self.click(points["preview"], pause_s=1.5)
        self.click(points["confirm_cancel"])
        self.click(points["save"], pause_s=2.5)
        self.look()

    def thonny_line_save_as(self, line: str, folder: str, file: str) -> None:
        """Add ``line`` at the end of the script in Thonny, Save As ``file`` in ``folder`` (picked in the chooser's list).

        The slip: the folder listed above the right one (below, for the first) is opened; the
        person sees it is empty, clicks the path bar's home folder and opens the right one.
        """
        points = self.points_at_scale(THONNY, {1.25: THONNY_125})
        self.look_until_shown()
        folders = [key.partition(":")[2] for key in points if key.startswith("folder:")]
        i = folders.index(folder)
        wrong = folders[i - 1] if i > 0 else folders[i + 1]
        self.click(points["text"])
        self.key("ctrl+End")  # the empty line after the last one
        self.type(line, remap_delay_ms=500)  # Tk: measured, a character of "买完了" lost at 150 ms under load
        self.click(points["file"])
        self.click(points["save_as"])
        self.wait_for_window("Save as")  # zenity takes seconds to start
        self.double_click(points[f"folder:{wrong}"], pause_s=1.5)
        self.click(points["path:home"], pause_s=1.5)
        self.double_click(points[f"folder:{folder}"], pause_s=1.5)
        self.click(points["name"])
        self.key("ctrl+a")
        self.type(file, remap_delay_ms=500)
        self.click(points["ok"], pause_s=2.5)

    def homebank_add_expense(self, amount: str, category: str, memo: str) -> None:
        """Add an expense of ``amount`` in ``category`` with ``memo`` in HomeBank's "添加记账" dialog, close it, save.

        The slip: the category below the right one is picked from the list (the first for the last);
        the person sees it, opens the list again and picks the right one.
        """
        points = self.points_at_scale(HOMEBANK, {1.25: HOMEBANK_125})
        self.look_until_shown()
        # The dialog: light grey over a light window, so little of the screen changes (no click_until_it_opens).
        self.click(points["add"], pause_s=2.0)
        self.click(points["amount"])
        self.key("ctrl+a")  # over the "0.00" it shows
        self.type(amount)
        options = [key.partition(":")[2] for key in points if key.startswith("category:")]
        wrong = options[(options.index(category) + 1) % len(options)]
        self.click(points["category"])
        self.click(points[f"category:{wrong}"])
        self.click(points["category"])
        self.click(points[f"category:{category}"])
        self.click(points["memo"])
        self.type(memo)
        self.click(points["add_expense"], pause_s=1.5)  # stored; the dialog stays open, emptied, for the next one
        self.click(points["close"])
        self.click(points["file"])
        self.click(points["save"], pause_s=2.0)
        self.look()

    def bepasty_text_paste(self, password: str, text: str, filename: str, lifetime: str) -> None:
        """Log in from bepasty's navigation bar, dismiss "Save password?", paste ``text`` as ``filename``, kept ``lifetime``.

        The slip: a stray letter at the end of the file name, taken back with BackSpace.
        """
        points = self.points_at_scale(BEPASTY, {1.25: BEPASTY_125})
        self.look_until_shown()
        self.click(points["password"])
        self.type(password)
        self.click(points["log_in"], pause_s=3.0)
        self.click(points["never_save_password"])
        self.click(points["text"])
        # Measured at load ~22 on 2 cores: Chromium dropped a character of Japanese text with the key held 150 ms,
        # and again with it held 500 ms.
        self.type(text, remap_delay_ms=1000)
        self.click(points["filename"])
        self.typo(filename, "x")
        self.click(points["lifetime"])
        self.click(points[f"lifetime:{lifetime}"])
        self.click(points["submit"], pause_s=2.5)  # the new item's page
        self.look()

    def gramps_add_person(self, given: str, surname: str, gender: str) -> None:
        """Add a person in Gramps' person editor: ``given`` name, ``surname``, ``gender`` from its list; OK.

        The slip: the gender below the right one in the list (the first for the last) is picked;
        the person sees it, opens the list again (now it opens around the wrong entry) and picks
        the right one.
        """
        points = self.points_at_scale(GRAMPS, {1.25: GRAMPS_125})
        self.look_until_shown()
        options = [key.partition(":")[2] for key in points if key.startswith("gender:")]
        wrong = options[(options.index(gender) + 1) % len(options)]
        self.click(points["add_person"], pause_s=2.5)
        self.wait_for_window("人物:.* - Gramps")  # the editor takes seconds to open on a loaded machine
        self.click(points["given"])
        self.type(given, remap_delay_ms=500)  # measured: GTK lost a character of "佐藤" at 150 ms at load ~37
        self.click(points["surname"])
        self.type(surname, remap_delay_ms=500)
        self.click(points["gender"])
        self.click(points[f"gender:{wrong}"])
        # Reopened, the list puts the wrong entry over the field: every entry moves by the rows between them.
        step = points[f"gender:{options[1]}"][1] - points[f"gender:{options[0]}"][1]
        shift = (options.index(options[-1]) - options.index(wrong)) * step
        x, y = points[f"gender:{gender}"]
        self.click(points["gender"])
        self.click((x, y + shift))
        self.click(points["ok"], pause_s=2.0)
        self.look()

    def linguist_translate_save_as(self, context: str, translation: str, file: str) -> None:
        """In Qt Linguist: the ``context``'s unfinished string translated as ``translation``, done; Save As ``file``.ts.

        The slip: the context below the right one (the first for the last) is opened; the person
        sees its strings and opens the right one.
        """
        points = self.points_at_scale(LINGUIST, {1.25: LINGUIST_125})
        self.look_until_shown()
        contexts = [key.partition(":")[2] for key in points if key.startswith("context:")]
        wrong = contexts[(contexts.index(context) + 1) % len(contexts)]
        self.click(points["close_sources"])
        self.click(points[f"context:{wrong}"])
        self.click(points[f"context:{context}"])
        self.click(points["first_string"])
        self.click(points["translation"])
        self.type(translation, remap_delay_ms=500)
        self.key("ctrl+Return")  # done, and on to the next unfinished string
        self.click(points["file"])
        self.click(points["save_as"])
        self.wait_for_window("Save As")
        self.click(points["name"])
        self.key("ctrl+a")
        self.type(f"{file}.ts")
        self.click(points["save"], pause_s=2.0)
        self.look()

    def syncthing_add_folder(self, user: str, password: str, label: str, versioning: str) -> None:
        """Sign in to Syncthing's GUI, dismiss "Save password?", add a folder labelled ``label`` with ``versioning``.

        The slip: the dialog's Sharing tab is opened first; the person sees it is not the
        versioning and opens File Versioning.
        """
        points = self.points_at_scale(SYNCTHING, {1.25: SYNCTHING_125})
        self.look_until_shown()
        for _ in range(3):
            self.click(points["username"])
            self.key("ctrl+a")
            self.type(user)
            self.click(points["password"])
            self.key("ctrl+a")
            self.type(password)
            self.click(points["sign_in"], pause_s=3.0)
            self.look()
            # Signed in, the page is white where the sign-in dialog's grey backdrop was; at load ~15 the dialog
            # came back once (a key typed before it listened): a person signs in again.
            if self.level_at(points["backdrop"]) > 180:
                break
            print("[person] the sign-in dialog is still there; signing in again", file=sys.stderr, flush=True)
        self.click(points["never_save_password"])
        self.click_until_it_opens(points["add_folder"])  # the modal with its backdrop, once the app's scripts listen
        self.click(points["tab:Sharing"])
        self.click(points["tab:File Versioning"])
        self.click(points["versioning"])
        self.click(points[f"versioning:{versioning}"])
        self.click(points["tab:General"])
        self.click(points["label"])
        self.compose(label)
        self.click(points["save"], pause_s=2.5)
        self.look()

    def cherrytree_add_child_node(self, parent: str, node: str, text: str) -> None:
        """In CherryTree: ``parent`` picked in the tree, a child node named ``node`` added, ``text`` typed into it; saved.

        The slip: the node below the right one (the first for the last) is picked; the person sees
        its text in the editor and picks the right one.
        """
        points = self.points_at_scale(CHERRYTREE, {1.25: CHERRYTREE_125})
        self.look_until_shown()
        nodes = [key.partition(":")[2] for key in points if key.startswith("node:")]
        wrong = nodes[(nodes.index(parent) + 1) % len(nodes)]
        self.click(points[f"node:{wrong}"])
        self.click(points[f"node:{parent}"])
        self.click(points["add_child"], pause_s=1.5)
        self.wait_for_window("新的子节点属性")
        self.click(points["name"])
        self.type(node, remap_delay_ms=500)  # GTK, as Gramps: a character lost at 150 ms under load
        self.click(points["ok"], pause_s=1.5)
        self.click(points["editor"])
        self.type(text, remap_delay_ms=500)
        self.key("ctrl+s")
        time.sleep(1.5)
        self.look()

    def abiword_paragraph_save_as(self, text: str, style: str, file: str) -> None:
        """In AbiWord: a paragraph ``text`` at the end of the document, ``style`` from the toolbar's list; Save As ``file``.

        The slip: a stray letter at the end of the file name, taken back with BackSpace.
        """
        points = self.points_at_scale(ABIWORD, {1.25: ABIWORD_125})
        self.look_until_shown()
        self.click(points["page"])
        self.key("ctrl+End")
        self.key("Return")  # a new paragraph after the last one
        self.type(text, remap_delay_ms=500)
        self.click(points["style"])
        self.click(points[f"style:{style}"])
        self.click(points["file"])
        self.click(points["save_as"])
        self.wait_for_window("Save File As")
        self.click(points["name"])
        self.key("ctrl+a")
        self.typo(file, "s")
        self.type(".abw")
        self.key("Return")
        time.sleep(1.5)
        self.look()

    def fossil_new_ticket(self, user: str, password: str, title: str, severity: str, description: str) -> None:
        """Sign in on Fossil's login page, dismiss "Save password?", file a ticket: ``title``, ``severity``, ``description``.

        The New Ticket form shows only Preview at first; Submit appears under the previewed
        description. The slip: the severity below the right one is picked (the first for the
        last); the person sees it, opens the list again and picks the right one.
        """
        points = self.points_at_scale(FOSSIL, {1.25: FOSSIL_125})
        self.look_until_shown()
        options = [key.partition(":")[2] for key in points if key.startswith("severity:")]
        wrong = options[(options.index(severity) + 1) % len(options)]
        self.click(points["user"])
        self.type(user)
        self.click(points["password"])
        self.type(password)
        self.click(points["log_in"], pause_s=3.0)  # on to the New Ticket form
        self.click(points["never_save_password"])
        self.click(points["title"])
        self.compose(title)  # Chromium: text beyond ASCII committed whole, as an input method does
        self.click(points["severity"])
        self.click(points[f"severity:{wrong}"])
        self.click(points["severity"])
        self.click(points[f"severity:{severity}"])
        self.click(points["description"])
        self.compose(description)
        self.click(points["preview"], pause_s=2.5)
        if self.scale != 1.0:
            self.scroll(points["scroll_at"], 10)  # to the form's end, where Submit is
        self.click(points["submit"], pause_s=2.5)  # the new ticket's page
        self.look()

    def tkremind_add_reminder(self, month: str, day: int, hour: str, text: str, year: int) -> None:
        """In TkRemind: Go To Date ``month`` ``year``, click ``day``, a reminder at ``hour`` PM with ``text``; add it.

        The person knows the calendar: a month's weeks share the grid's height, Sunday first. The
        slip: the month below the right one is picked in the dialog's menu (the first for the
        last); the person sees it on the menubutton, opens the menu again and picks the right one.
        """
        import calendar

        points = self.points_at_scale(TKREMIND, {1.25: TKREMIND_125})
        self.look_until_shown()
        months = list(calendar.month_name)[1:]
        step = points["month:2"][1] - points["month:1"][1]
        x_month, y_january = points["month:1"]
        number = months.index(month)
        wrong = (number + 1) % len(months)
        self.click(points["go_to_date"], pause_s=2.0)
        self.click(points["month"])
        self.click((x_month, y_january + wrong * step))
        self.click(points["month"])
        self.click((x_month, y_january + number * step))
        self.click(points["year_end"])
        for _ in range(4):
            self.key("BackSpace")
        self.type(str(year))
        self.click(points["go"], pause_s=2.5)
        # Where the day's number is: its week's row and its weekday's column (Sunday first).
        offset = (calendar.monthrange(year, number + 1)[0] + 1) % 7
        weeks = -(-(offset + calendar.monthrange(year, number + 1)[1]) // 7)
        top, bottom = points["grid_top"][1], points["grid_bottom"][1]
        width = points["grid_bottom"][0]
        row, column = divmod(offset + day - 1, 7)
        cell = ((column + 0.5) * width / 7, top + row * (bottom - top) / weeks + points["day_number"][1])
        self.click((round(cell[0]), round(cell[1])), pause_s=2.5)  # the reminder dialog
        self.click(points["timed"])
        self.click(points["hour"])
        hour_step = points["hour:2"][1] - points["hour:1"][1]
        self.click((points["hour:1"][0], points["hour:1"][1] + (int(hour) - 1) * hour_step))
        self.click(points["body"])
        self.type(text, remap_delay_ms=500)  # Tk: measured, a character lost at 150 ms under load
        self.click(points["add"], pause_s=2.5)
        self.look()

    def nedit_line_save_as(self, line: str, line_format: str, file: str) -> None:
        """In NEdit: ``line`` at the end of the list; File › Save As..., ``line_format``, the name ``file``; OK.

        The slip: the Search menu is opened instead of File; the person sees it and closes it
        with Escape. The person knows NEdit's points at 100 % only.
        """
        points = self.points_at_scale(NEDIT, {})
        self.look_until_shown()
        self.click(points["text"])
        self.key("ctrl+End")  # the empty line after the last item
        self.type(line, remap_delay_ms=500)
        self.click(points["search"])
        self.key("Escape")
        self.click(points["file"])
        self.click(points["save_as"], pause_s=2.0)
        self.wait_for_window("Save File As")
        self.click(points[f"format:{line_format}"])
        self.click(points["name_end"])
        self.key("shift+Home")  # the name it shows, selected: what is typed replaces it
        self.type(file)
        self.click(points["ok"], pause_s=2.0)
        # NEdit may stop before writing to say the file (the new name) does not exist yet: a person answers Save.
        if self.window_shown("File not Found"):
            self.click(points["file_not_found_save"], pause_s=2.0)
        self.look()

    def filezilla_new_site(self, site: str, host: str, logon: str, user: str) -> None:
        """In FileZilla's Site Manager: New site named ``site``, ``host``, ``logon`` from the logon type list, ``user``; OK.

        A new site's logon type is the second entry (通常, normal); GTK opens the list with the
        current entry over the field, so the person counts entries from there. The slip: the entry
        below the right one is picked; the person sees it, opens the list again (now around the
        wrong entry) and picks the right one.
        """
        from screenroute.bench.apps.filezilla import LOGON_TYPES

        points = self.points_at_scale(FILEZILLA, {1.25: FILEZILLA_125})
        self.look_until_shown()
        step = points["logon_below"][1] - points["logon"][1]

        def entry(index: int, current: int) -> Point:
            return (points["logon_below"][0], points["logon"][1] + (index - current) * step)

        right = LOGON_TYPES.index(logon)
        wrong = right + 1 if right + 1 < len(LOGON_TYPES) else right - 1
        self.click(points["site_manager"], pause_s=2.0)
        self.wait_for_window("サイト マネージャー")
        self.click(points["new_site"], pause_s=1.5)  # the new site's name is selected for editing in the tree
        self.type(site, remap_delay_ms=500)
        self.key("Return")
        self.click(points["host"])
        self.type(host)
        self.click(points["logon"])
        self.click(entry(wrong, LOGON_TYPES.index("通常")))
        self.click(points["logon"])
        self.click(entry(right, wrong))
        self.click(points["user"])
        self.type(user)
        self.click(points["ok"], pause_s=2.0)  # FileZilla writes sitemanager.xml as the dialog closes
        self.look()

    def xfe_rename_file(self, index: int, files: int, name: str) -> None:
        """In Xfe: the ``index``-th file of the list (of ``files``), Rename (F2), the new ``name``; Return.

        The Rename dialog opens with the name selected up to its extension: what is typed
        replaces it. The slip: the file above the right one is clicked (below it for the first);
        the person sees the wrong row highlighted and clicks the right one.
        """
        points = self.points_at_scale(XFE, {1.25: XFE_125})
        self.look_until_shown()
        x, top = points["file:0"]
        step = points["file:1"][1] - top
        wrong = index - 1 if index > 0 else min(index + 1, files - 1)
        self.click((x, top + wrong * step))
        self.click((x, top + index * step))
        self.key("F2")
        self.wait_for_window("Rename")
        # FOX: measured, the first remapped key after the dialog opened was lost (held 500 ms); a run beyond
        # ASCII is committed whole through the clipboard, as an input method commits a word. (A second paste
        # into the same field once arrived as UTF-16 garbage: the run's Japanese value is one word.)
        self.compose(name)
        self.key("Return")
        time.sleep(1.0)
        self.look()

    def otterwiki_app_preferences(
        self, email: str, password: str, site_name: str, description: str, robots: str
    ) -> None:
        """Sign in to An Otter Wiki, dismiss "Save password?"; the site's name (over the old one) and description,
        Robot Crawlers ``robots`` from its list; scroll to the form's end, Save Preferences.

        The slip: the other entry of the list is picked; the person sees it, opens the list again
        and picks the right one.
        """
        points = self.points_at_scale(OTTERWIKI, {1.25: OTTERWIKI_125})
        self.look_until_shown()
        options = [key.partition(":")[2] for key in points if key.startswith("robots:")]
        wrong = options[(options.index(robots) + 1) % len(options)]
        self.click(points["email"])
        self.type(email)
        self.click(points["password"])
        self.type(password)
        self.click(points["log_in"], pause_s=3.0)  # on to Application Preferences
        self.click(points["never_save_password"])
        self.click(points["site_name"])
        self.key("ctrl+a")  # the name it has, selected: what is typed replaces it
        self.compose(site_name)  # Chromium: text beyond ASCII committed whole, as an input method does
        self.click(points["description"])
        self.compose(description)
        self.scroll(points["scroll_at"], OTTERWIKI_NOTCHES[self.scale])
        self.click(points["robots"])
        self.click(points[f"robots:{wrong}"])
        self.click(points["robots"])
        self.click(points[f"robots:{robots}"])
        self.scroll(points["scroll_at"], 15)  # to the form's end
        self.click(points["save"], pause_s=2.5)
        self.look()

    def tiddlywiki_new_note(self, user: str, password: str, title: str, text: str, tag: int) -> None:
        """Sign in to TiddlyWiki (the browser's dialog), dismiss "Save password?"; "+", the ``title`` over "New
        Tiddler", the ``text``, the ``tag``-th tag from the tag field's drop-down; Done.

        The slip: a stray letter at the end of the text, taken back with BackSpace.
        """
        points = self.points_at_scale(TIDDLYWIKI, {1.25: TIDDLYWIKI_125})
        self.look_until_shown()
        x, top = points["tag:0"]
        step = points["tag:1"][1] - top
        self.click(points["username"])
        self.type(user)
        self.click(points["password"])
        self.type(password)
        self.click(points["sign_in"], pause_s=3.0)
        # The single-page app is one large page: on a loaded machine the browser shows it blank for many seconds
        # (a click then lands on whatever is laid out under it as it renders), with "Save password?" over it,
        # which covers the sidebar's "+": the person dismisses it and waits for the page.
        self.look_until_shown(timeout_s=180.0)
        self.click(points["never_save_password"])
        self.look_until_shown(timeout_s=180.0)
        self.click(points["new"], pause_s=2.0)  # the editor, its title selected
        self.compose(title)  # Chromium: text beyond ASCII committed whole, as an input method does
        self.click(points["text"])
        self.compose(text)
        self.typo("", "s")
        self.click(points["tags"])
        self.click((x, top + tag * step))
        self.click(points["done"], pause_s=2.5)  # the browser sends the note to the server, which writes its file
        self.look()

    def pidgin_add_account(self, protocol: int, user: str, domain: str, alias: str) -> None:
        """In Pidgin's Accounts window: 添加, the ``protocol``-th entry of the protocol list (Bonjour, the first, is
        picked when the dialog opens), the ``user`` name, the ``domain``, the local ``alias``; 添加.

        The slip: the entry above the right one is picked; the person sees the form change, opens the
        list again (now around the wrong entry) and picks the right one.
        """
        points = self.points_at_scale(PIDGIN, {1.25: PIDGIN_125})
        self.look_until_shown()
        x, field = points["protocol"]
        step = points["list_step"][1] - field
        wrong = protocol - 1
        # On a loaded machine a click on the window as it is still being drawn opens nothing: the person looks
        # for the dialog a while and clicks again.
        for add in ("add_account", "add_account:low", "add_account:high"):
            self.click(points[add], pause_s=2.0)
            deadline = time.monotonic() + 30
            while not self.window_shown("添加帐号") and time.monotonic() < deadline:
                time.sleep(0.5)
            if self.window_shown("添加帐号"):
                break
            print("[person] 添加 opened nothing; looking again", file=sys.stderr, flush=True)
        else:
            raise RuntimeError("three clicks on 添加 opened no Add Account dialog")
        self.look()
        self.click(points["protocol"])
        self.click((x, field + wrong * step))  # the list opened around Bonjour, the first entry
        self.click(points["protocol"])
        self.click((x, field + (protocol - wrong) * step), pause_s=1.5)  # the form grows for the protocol
        self.click(points["user"])
        self.type(user)
        self.click(points["domain"])
        self.type(domain)
        self.click(points["alias"])
        self.compose(alias)  # text beyond ASCII committed whole, as an input method does
        self.click(points["add"], pause_s=2.0)  # the account list shows the new account; libpurple saves it
        self.look()

    def window_shown(self, title: str) -> bool:
        """Whether a window titled ``title`` shows now (a question the program asks only at times)."""
        found = subprocess.run(
            ["xdotool", "search", "--onlyvisible", "--name", f"^{title}$"],
            env=self.env, capture_output=True, text=True, timeout=30, check=False,
        )  # fmt: skip
        return found.returncode == 0 and bool(found.stdout.strip())

    def create_pcmanfm_folder(self, name: str) -> None:
        """File > Create New... > Folder in pcmanfm, type the name, OK."""
        self.click(PCMANFM["file"])
        self.click(PCMANFM["create_new"])
        self.click(PCMANFM["folder"], pause_s=2.0)
        self.type(name)
        self.click(PCMANFM["ok"], pause_s=2.0)


def _runs(text: str) -> list[str]:
    """``text`` cut into runs of ASCII and of everything else ("VPN 断线" → ["VPN ", "断线"])."""
    runs: list[str] = []
    for char in text:
        if runs and runs[-1][-1].isascii() == char.isascii():
            runs[-1] += char
        else:
            runs.append(char)
    return runs
