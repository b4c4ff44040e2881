"""Chinese personal names — a pragmatic surname heuristic, not NER."""

from __future__ import annotations

import regex as re
from presidio_analyzer import Pattern, PatternRecognizer

# The ~120 most common single-character surnames (covering ~90 % of the population) and a few
# compound ones. A heuristic: rare surnames are missed.
SURNAMES = (
    "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢"
    "姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤常温康施"
    "文牛樊葛邢安齐易乔伍庞颜倪庄聂章鲁岳翟殷詹申欧耿关兰焦俞左柳甘祝包宁尚符舒阮柯纪梅童凌毕单季裴霍涂成苗谷盛曲翁冉骆蓝路游辛靳管柴蒙鲍华喻祁蒲房滕屈饶解牟艾尤阳时穆农司卓古吉缪简车项连芦麦褚娄窦戚岑景党宫费卜冷晏席卫米柏宗瞿桂全佟应臧闵苟邬边卞姬师和仇栾隋商刁沙荣巫寇桑郎甄丛仲虞敖巩明佘池查麻苑迟邝"
)
COMPOUND_SURNAMES = ("欧阳", "司马", "上官", "诸葛", "东方", "皇甫", "尉迟", "公孙", "慕容", "令狐", "长孙", "宇文", "夏侯", "端木")

# Common UI words that start with a surname character; a 2–3 character cell reading one of
# these is a label, not a person ("金额" = amount, "高级" = advanced, "方式" = method).
NOT_NAMES = frozenset(
    """
    金额 金币 高级 高度 方式 方法 方向 方案 周一 周二 周三 周四 周五 周六 周日 周期 周末 黄色 白色 文件 文本 文档 文字
    时间 时长 成功 成本 成员 安全 安装 关闭 关于 全部 全选 全额 明细 明天 单价 单号 单位 商品 商家 向上 向下 任务 常用
    常见 马上 程序 钱包 车辆 华为 余额 邮箱 邮件 邮编 包装 包括 应用 应收 应付 管理 管理员 路径 简介 项目 项目名 连接
    连续 司机 全称 全国 和平 明年 江苏 江西 湖南 广东 北京 上海 于是 于 是否 何时 何处 谢谢 史上 石油 田地 林业 雷达
    宁波 苏州 杭州 温州 常州 平安 吉林 贾 段落 段 毛利 毛重 孔径 严重 严格 戴尔 阳光 解决 解除 解锁 解释 解析 解压
    卫生 宫格 党员 费用 费率 冷却 冷藏 席位 米 景点 景区 甘肃 祝福 包邮 尚未 符号 舒适 纪录 梅花 童装 凌晨 毕业 单选
    季度 涂层 成交 成为 苗木 谷歌 盛大 曲线 翁 蓝色 路由 游戏 辛苦 管道 柴油 蒙古 华东 华南 华北 华中 喻 房间 房号
    房产 屈 饶 艾 尤其 阳台 时区 时段 穆 农业 司法 卓越 古典 吉祥 简体 简单 车型 车号 项目经理 连锁 麦 褚 窦 戚 岑
    宫 卜 晏 卫星 柏林 宗旨 全新 应该 应答 姬 师傅 和 仇 商城 商户 商务 刁 沙发 荣誉 巫 寇 桑 郎 甄 丛 仲裁 虞
    明星 池 查询 查看 查找 麻烦 苑 迟到 邝 欧元 东方 上官 司马 诸葛 王者 王国 张贴 刘海 陈列 杨树 黄金 赵 吴 周边
    徐 孙子 马克 朱红 胡同 郭 何 林 罗列 郑重 梁 谢绝 宋体 唐 许可 许多 韩国 韩元 冯 邓 曹 彭 曾经 肖像 田 董事 袁
    潘 蒋 蔡 余下 杜绝 叶子 苏 魏 吕 丁 任意 任何 沈 姚 卢 姜 崔 钟表 钟点 谭 陆续 陆地 汪 范围 范例 金 石 廖 夏季
    夏天 韦 付款 付费 方 白天 白名单 邹 孟 熊 秦 邱 江 尹 薛 闫 雷 侯 龙 史 陶 黎明 贺卡 顾客 顾问 毛 郝 龚 邵 万元
    万 钱 严 覃 武器 戴 莫 孔 向 汤 常 温度 温馨 康 施工 文 牛 樊 葛 邢 安 齐全 易 乔 伍 庞 颜色 倪 庄 聂 章节 鲁 岳
    翟 殷 詹 申请 申请人 申报 欧 耿 关 关键 兰 焦点 俞 左 左侧 左边 柳 甘 祝 包 宁 尚 符合 舒 阮 柯 纪 梅 童 凌 毕
    单 季 裴 霍 涂 成 苗 谷 盛 曲 骆 蓝 路 游 辛 靳 管 柴 蒙 鲍 华 祁 蒲 房 滕 解 牟 时 农 司 卓 古 吉 缪 简 车 项 连
    芦 景 党 费 冷 席 卫 柏 宗 瞿 桂 全 佟 应 臧 闵 苟 邬 边 边框 卞 师 栾 隋 商 沙 荣 敖 巩 明 佘 查 麻 迟 成都 成绩
    """.split()
)

_SURNAME = "(?:" + "|".join(COMPOUND_SURNAMES) + "|[" + SURNAMES + "])"
# Given names are 1–2 characters; the second may not be a particle that follows a name in a sentence.
_GIVEN = r"\p{Han}(?:(?![的了在是和与及等说先女]|先生|女士)\p{Han})?"
_LABELS = r"(?:客户|顾客|姓名|联系人|收货人|收件人|寄件人|申请人|经办人|负责人|用户|买家|会员|员工|customer|name|contact|buyer|recipient)"


class CnNameRecognizer(PatternRecognizer):
    """Chinese personal names: a surname from the common-surname list plus 1–2 characters.

    A heuristic, documented as such: (1) after a person label ("客户：张伟", OCR-glued
    "客户张伟", "Customer: 李娜") with a high score, and (2) as a standalone run of 2–3 Han
    characters (a "张伟" cell in a name column, "to 李娜," in mixed text) with a lower one, minus a stop list of UI words that
    start with a surname character ("金额", "高级", "方式"). It misses rare surnames and names
    inside running text without a label, and it can over-redact a short word that looks like
    a name — for privacy that is the cheaper mistake.
    """

    PATTERNS = [
        Pattern("cn_name_labelled", rf"(?<={_LABELS}\s?[:：]?\s?){_SURNAME}{_GIVEN}", 0.7),
        # A standalone run of 2–3 Han characters: a table cell, or a name amid Latin text ("to 李娜,").
        Pattern("cn_name_standalone", rf"(?<!\p{{Han}}){_SURNAME}\p{{Han}}{{1,2}}(?!\p{{Han}})", 0.45),
    ]
    CONTEXT = ["客户", "姓名", "联系人", "收货人", "customer", "name"]

    def __init__(self, supported_language: str = "zh") -> None:
        super().__init__(
            supported_entity="PERSON",
            patterns=self.PATTERNS,
            context=self.CONTEXT,
            supported_language=supported_language,
            name=f"CnNameRecognizer_{supported_language}",
            global_regex_flags=re.MULTILINE | re.IGNORECASE,
        )

    def invalidate_result(self, pattern_text: str) -> bool:
        """Drop UI words that merely start with a surname character."""
        return pattern_text.strip() in NOT_NAMES
