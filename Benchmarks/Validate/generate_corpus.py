#!/usr/bin/env python3
"""Generate the validate benchmark's corpus: deterministic, valid refreshspec v1 specs.

    python3 generate_corpus.py OUT_DIR [--count 2000] [--seed 20261129]

Writes OUT_DIR/NN/<name>.yaml (100 files per subdirectory, so `validate` walks a
tree), replacing whatever OUT_DIR held. Every spec is valid per SPEC.md: strings
in 2-4 locales with every key in every locale and every key used by a label,
2-3 components that agree with the scroll view's axis (a trailer alone on a
horizontal view, header and footers on a vertical one, scroll observers on
either), and 2-3 scenarios whose steps are those of SPEC.md section 7 with
`expect` steps. Each file is 1.5-3 KB. The same seed gives the same bytes.
Prints the file count, total size and size range.
"""

import argparse
import json
import os
import random
import re
import shutil
import statistics
import sys

MIN_BYTES = 1560  # a little above 1.5 KiB
MAX_BYTES = 2980  # a little below 3 KB

# Label texts per locale, component type and state: a few realistic variants each.
TEXTS = {
    "en": {
        "header": {
            "idle": ["Pull down to refresh", "Pull to refresh", "Pull down to update"],
            "pulling": ["Release to refresh", "Release to update", "Let go to refresh"],
            "refreshing": ["Loading...", "Refreshing...", "Updating..."],
        },
        "backFooter": {
            "idle": ["Pull up to load more", "Pull up for more"],
            "pulling": ["Release to load more", "Let go to load more"],
            "refreshing": ["Loading more data...", "Loading more..."],
            "noMoreData": ["No more data", "You're all caught up"],
        },
        "autoFooter": {
            "idle": ["Tap or pull up to load more", "Tap to load more"],
            "refreshing": ["Loading more...", "Loading more data..."],
            "noMoreData": ["No more data", "That's everything for now"],
        },
        "trailer": {
            "idle": ["Swipe left to see more", "Slide to see details"],
            "pulling": ["Release to see more", "Release to open details"],
        },
    },
    "zh-Hans": {
        "header": {
            "idle": ["下拉可以刷新", "下拉刷新"],
            "pulling": ["松开立即刷新", "释放立即刷新"],
            "refreshing": ["正在刷新数据中...", "正在刷新..."],
        },
        "backFooter": {
            "idle": ["上拉可以加载更多", "上拉加载更多"],
            "pulling": ["松开立即加载更多", "释放加载更多"],
            "refreshing": ["正在加载更多的数据...", "加载中..."],
            "noMoreData": ["已经全部加载完毕", "没有更多数据了"],
        },
        "autoFooter": {
            "idle": ["点击或上拉加载更多", "点击加载更多"],
            "refreshing": ["正在加载更多的数据...", "加载中..."],
            "noMoreData": ["已经全部加载完毕", "没有更多了"],
        },
        "trailer": {
            "idle": ["滑动查看图片详情", "左滑查看更多"],
            "pulling": ["释放查看图片详情", "松开查看更多"],
        },
    },
    "zh-Hant": {
        "header": {
            "idle": ["下拉可以刷新", "下拉更新"],
            "pulling": ["鬆開立即刷新", "放開立即更新"],
            "refreshing": ["正在刷新數據中...", "更新中..."],
        },
        "backFooter": {
            "idle": ["上拉可以加載更多", "上拉載入更多"],
            "pulling": ["鬆開立即加載更多", "放開載入更多"],
            "refreshing": ["正在加載更多的數據...", "載入中..."],
            "noMoreData": ["已經全部加載完畢", "沒有更多資料了"],
        },
        "autoFooter": {
            "idle": ["點擊或上拉加載更多", "點擊載入更多"],
            "refreshing": ["正在加載更多的數據...", "載入中..."],
            "noMoreData": ["已經全部加載完畢", "沒有更多了"],
        },
        "trailer": {
            "idle": ["滑動查看圖片詳情", "左滑查看更多"],
            "pulling": ["釋放查看圖片詳情", "放開查看更多"],
        },
    },
    "ja": {
        "header": {
            "idle": ["下に引っ張って更新", "引っ張って更新"],
            "pulling": ["離して更新", "指を離すと更新"],
            "refreshing": ["更新中...", "読み込み中..."],
        },
        "backFooter": {
            "idle": ["上に引っ張ってさらに読み込む", "引き上げてもっと見る"],
            "pulling": ["離してさらに読み込む", "指を離すと読み込み"],
            "refreshing": ["読み込み中...", "データを読み込んでいます..."],
            "noMoreData": ["これ以上のデータはありません", "すべて表示しました"],
        },
        "autoFooter": {
            "idle": ["タップまたは上に引っ張って読み込む", "タップしてもっと見る"],
            "refreshing": ["読み込み中...", "データを読み込んでいます..."],
            "noMoreData": ["これ以上のデータはありません", "すべて表示しました"],
        },
        "trailer": {
            "idle": ["左にスワイプして詳細を見る", "スワイプしてもっと見る"],
            "pulling": ["離して詳細を見る", "指を離すと詳細へ"],
        },
    },
    "ko": {
        "header": {
            "idle": ["당겨서 새로고침", "아래로 당겨 새로고침"],
            "pulling": ["놓으면 새로고침", "손을 떼면 새로고침"],
            "refreshing": ["새로고침 중...", "불러오는 중..."],
        },
        "backFooter": {
            "idle": ["위로 당겨서 더 보기", "당겨서 더 불러오기"],
            "pulling": ["놓으면 더 보기", "손을 떼면 더 불러오기"],
            "refreshing": ["불러오는 중...", "데이터를 불러오는 중..."],
            "noMoreData": ["더 이상 데이터가 없습니다", "모두 불러왔습니다"],
        },
        "autoFooter": {
            "idle": ["탭하거나 위로 당겨서 더 보기", "탭하여 더 보기"],
            "refreshing": ["불러오는 중...", "데이터를 불러오는 중..."],
            "noMoreData": ["더 이상 데이터가 없습니다", "모두 불러왔습니다"],
        },
        "trailer": {
            "idle": ["왼쪽으로 밀어서 더 보기", "밀어서 자세히 보기"],
            "pulling": ["놓으면 더 보기", "손을 떼면 자세히 보기"],
        },
    },
    "de": {
        "header": {
            "idle": ["Zum Aktualisieren nach unten ziehen", "Nach unten ziehen"],
            "pulling": ["Loslassen zum Aktualisieren", "Jetzt loslassen"],
            "refreshing": ["Wird aktualisiert...", "Lädt..."],
        },
        "backFooter": {
            "idle": ["Nach oben ziehen, um mehr zu laden", "Mehr laden"],
            "pulling": ["Loslassen, um mehr zu laden", "Zum Laden loslassen"],
            "refreshing": ["Weitere Daten werden geladen...", "Lädt mehr..."],
            "noMoreData": ["Keine weiteren Daten", "Alles geladen"],
        },
        "autoFooter": {
            "idle": ["Tippen oder nach oben ziehen, um mehr zu laden", "Tippen für mehr"],
            "refreshing": ["Weitere Daten werden geladen...", "Lädt mehr..."],
            "noMoreData": ["Keine weiteren Daten", "Alles geladen"],
        },
        "trailer": {
            "idle": ["Nach links wischen für mehr", "Wischen für Details"],
            "pulling": ["Loslassen für mehr", "Loslassen für Details"],
        },
    },
    "fr": {
        "header": {
            "idle": ["Tirez vers le bas pour actualiser", "Tirer pour actualiser"],
            "pulling": ["Relâchez pour actualiser", "Relâcher pour mettre à jour"],
            "refreshing": ["Actualisation...", "Chargement..."],
        },
        "backFooter": {
            "idle": ["Tirez vers le haut pour charger plus", "Tirer pour voir plus"],
            "pulling": ["Relâchez pour charger plus", "Relâcher pour voir plus"],
            "refreshing": ["Chargement des données...", "Chargement..."],
            "noMoreData": ["Aucune donnée supplémentaire", "Tout est chargé"],
        },
        "autoFooter": {
            "idle": ["Touchez ou tirez vers le haut pour charger plus", "Touchez pour voir plus"],
            "refreshing": ["Chargement des données...", "Chargement..."],
            "noMoreData": ["Aucune donnée supplémentaire", "Tout est chargé"],
        },
        "trailer": {
            "idle": ["Balayez vers la gauche pour voir plus", "Glissez pour les détails"],
            "pulling": ["Relâchez pour voir plus", "Relâchez pour les détails"],
        },
    },
    "es": {
        "header": {
            "idle": ["Desliza hacia abajo para actualizar", "Tira para actualizar"],
            "pulling": ["Suelta para actualizar", "Suelta para recargar"],
            "refreshing": ["Actualizando...", "Cargando..."],
        },
        "backFooter": {
            "idle": ["Desliza hacia arriba para cargar más", "Tira para ver más"],
            "pulling": ["Suelta para cargar más", "Suelta para ver más"],
            "refreshing": ["Cargando más datos...", "Cargando..."],
            "noMoreData": ["No hay más datos", "Eso es todo"],
        },
        "autoFooter": {
            "idle": ["Toca o desliza hacia arriba para cargar más", "Toca para ver más"],
            "refreshing": ["Cargando más datos...", "Cargando..."],
            "noMoreData": ["No hay más datos", "Eso es todo"],
        },
        "trailer": {
            "idle": ["Desliza a la izquierda para ver más", "Desliza para ver detalles"],
            "pulling": ["Suelta para ver más", "Suelta para ver detalles"],
        },
    },
    "pt-BR": {
        "header": {
            "idle": ["Puxe para baixo para atualizar", "Puxe para atualizar"],
            "pulling": ["Solte para atualizar", "Solte para recarregar"],
            "refreshing": ["Atualizando...", "Carregando..."],
        },
        "backFooter": {
            "idle": ["Puxe para cima para carregar mais", "Puxe para ver mais"],
            "pulling": ["Solte para carregar mais", "Solte para ver mais"],
            "refreshing": ["Carregando mais dados...", "Carregando..."],
            "noMoreData": ["Não há mais dados", "Isso é tudo"],
        },
        "autoFooter": {
            "idle": ["Toque ou puxe para cima para carregar mais", "Toque para ver mais"],
            "refreshing": ["Carregando mais dados...", "Carregando..."],
            "noMoreData": ["Não há mais dados", "Isso é tudo"],
        },
        "trailer": {
            "idle": ["Deslize para a esquerda para ver mais", "Deslize para ver detalhes"],
            "pulling": ["Solte para ver mais", "Solte para ver detalhes"],
        },
    },
    "ru": {
        "header": {
            "idle": ["Потяните вниз для обновления", "Потяните, чтобы обновить"],
            "pulling": ["Отпустите для обновления", "Отпустите, чтобы обновить"],
            "refreshing": ["Обновление...", "Загрузка..."],
        },
        "backFooter": {
            "idle": ["Потяните вверх, чтобы загрузить ещё", "Потяните для загрузки"],
            "pulling": ["Отпустите, чтобы загрузить ещё", "Отпустите для загрузки"],
            "refreshing": ["Загрузка данных...", "Загрузка..."],
            "noMoreData": ["Больше нет данных", "Это всё"],
        },
        "autoFooter": {
            "idle": ["Нажмите или потяните вверх для загрузки", "Нажмите, чтобы загрузить ещё"],
            "refreshing": ["Загрузка данных...", "Загрузка..."],
            "noMoreData": ["Больше нет данных", "Это всё"],
        },
        "trailer": {
            "idle": ["Проведите влево, чтобы увидеть больше", "Проведите для подробностей"],
            "pulling": ["Отпустите, чтобы увидеть больше", "Отпустите для подробностей"],
        },
    },
}
LOCALES = list(TEXTS)

STATES = {
    "header": ["idle", "pulling", "refreshing"],
    "backFooter": ["idle", "pulling", "refreshing", "noMoreData"],
    "autoFooter": ["idle", "refreshing", "noMoreData"],
    "trailer": ["idle", "pulling"],
}

SCREENS = [
    "feed", "inbox", "comments", "gallery", "orders", "search", "notifications",
    "timeline", "chat", "products", "news", "videos", "photos", "contacts",
    "articles", "favorites", "history", "wallet", "playlist", "reviews",
]
IDS = {
    "header": ["header", "refresh", "pullHeader", "topRefresh", "ptr", "head-1"],
    "backFooter": ["footer", "more", "loadMore", "backFooter", "pager", "next_page"],
    "autoFooter": ["footer", "more", "autoMore", "autoFooter", "infinite", "next_page"],
    "trailer": ["trailer", "sideMore", "swipeMore", "right-edge", "peek"],
    "scrollObserver": ["observer", "scrollListener", "tracker", "navFader", "scroll_log"],
}
KEY_ROLES = {
    "header": ["header", "refresh", "pull", "top"],
    "backFooter": ["footer", "more", "loadMore", "bottom"],
    "autoFooter": ["footer", "more", "autoLoad", "bottom"],
    "trailer": ["trailer", "side", "peek"],
}
DESCRIPTIONS = [
    "Pull-to-refresh and paging for the {s} screen.",
    "Mirrors the {s} list in the iOS app; translators edit the labels below.",
    "Regression spec for the {s} screen after the refresh control rework.",
    "Covers the refresh and load-more flow of {s}, including the end of the list.",
    "Owned by the {s} team. Keep thresholds in sync with the design file.",
    "Checks the {s} controls on a small phone and a large one.",
]
TIME_ZONES = ["UTC", "Asia/Shanghai", "Asia/Tokyo", "Europe/Berlin", "America/New_York"]
PHONES = [(320, 568), (375, 667), (375, 812), (390, 844), (414, 896), (428, 926)]
COLOR_NAMES = ["label", "accent", "muted", "brand", "hint", "ink"]

LAYOUTS = [
    ("vertical", ["header", "backFooter"], 4),
    ("vertical", ["header", "autoFooter"], 4),
    ("vertical", ["header", "backFooter", "scrollObserver"], 3),
    ("vertical", ["header", "autoFooter", "scrollObserver"], 3),
    ("vertical", ["header", "scrollObserver"], 2),
    ("vertical", ["backFooter", "scrollObserver"], 1),
    ("vertical", ["autoFooter", "scrollObserver"], 1),
    ("horizontal", ["trailer", "scrollObserver"], 2),
    ("horizontal", ["trailer", "scrollObserver", "scrollObserver"], 1),
]

# ---------------------------------------------------------------------------
# A tiny YAML emitter: block mappings and sequences, flow mappings for small values.

PLAIN_UNSAFE_START = set("-?:,[]{}#&*!|>'\"%@` ")
YAML11_WORDS = {"y", "n", "yes", "no", "on", "off", "true", "false", "null", "~"}
NUMBER_LIKE = re.compile(r"^[-+]?(\.?[0-9]|\.(inf|nan))", re.IGNORECASE)


def scalar(value, flow=False):
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        text = f"{value:.3f}".rstrip("0").rstrip(".")
        return text if text not in ("", "-0") else "0"
    text = str(value)
    plain = (
        text
        and text[0] not in PLAIN_UNSAFE_START
        and not text.endswith(" ")
        and ": " not in text
        and " #" not in text
        and not text.endswith(":")
        and text.lower() not in YAML11_WORDS
        and not NUMBER_LIKE.match(text)
        and not (flow and any(c in text for c in ",[]{}"))
    )
    return text if plain else json.dumps(text, ensure_ascii=False)


def flow(value):
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k}: {flow(v)}" for k, v in value.items()) + "}"
    if isinstance(value, list):
        return "[" + ", ".join(flow(v) for v in value) + "]"
    return scalar(value, flow=True)


class Doc:
    def __init__(self):
        self.lines = []

    def line(self, indent, text):
        self.lines.append("  " * indent + text)

    def text(self):
        return "\n".join(self.lines) + "\n"


# ---------------------------------------------------------------------------
# Spec model, as plain Python values.


def pick_id(rng, kind, taken):
    choices = [c for c in IDS[kind] if c not in taken]
    ident = rng.choice(choices) if choices else f"{kind}{len(taken) + 1}"
    taken.add(ident)
    return ident


def make_scroll_view(rng, axis, index):
    if axis == "horizontal":
        width = rng.choice([320, 375, 390, 414])
        height = rng.choice([160, 200, 220, 240, 280])
        pages = rng.randint(3, 9)
        view = {
            "kind": rng.choice(["collection", "collection", "plain"]),
            "axis": "horizontal",
            "frame": {"width": width, "height": height},
            "contentSize": {"width": width * pages, "height": height},
        }
        if rng.random() < 0.6:
            side = rng.choice([8, 12, 16, 20])
            view["contentInset"] = {"left": side, "right": side}
        if view["kind"] != "plain":
            view["dataCount"] = pages * rng.choice([1, 2, 3])
        if rng.random() < 0.4:
            view["pagingEnabled"] = True
    else:
        width, height = rng.choice(PHONES)
        rows = rng.randint(0, 60)
        row_height = rng.choice([44, 56, 64, 72, 88, 120])
        view = {
            "kind": rng.choice(["table", "table", "collection", "plain"]),
            "axis": "vertical",
            "frame": {"width": width, "height": height},
            "contentSize": {"width": width, "height": max(rows * row_height, 0)},
        }
        top = rng.choice([0, 20, 44, 64, 88, 91])
        bottom = rng.choice([0, 0, 34, 49, 83])
        inset = {"top": top}
        if bottom:
            inset["bottom"] = bottom
        view["contentInset"] = inset
        if view["kind"] != "plain":
            view["dataCount"] = rows
    if rng.random() < 0.3:
        view["rubberBand"] = "uikit"
    if rng.random() < 0.25:
        view["bounceDuration"] = rng.choice([0.3, 0.35, 0.4, 0.5])
    if rng.random() < 0.2:
        view["frameRate"] = rng.choice([30, 60, 120])
    if rng.random() < 0.1:
        view["inWindow"] = False
    return view


def make_component(rng, kind, ident, key_prefix, colors, view):
    comp = {"id": ident, "type": kind}
    if kind == "scrollObserver":
        return comp, {}
    styles = ["normal", "normal", "state", "gif"] if kind != "trailer" else ["normal", "state"]
    style = rng.choice(styles)
    if style != "normal" or rng.random() < 0.5:
        comp["style"] = style
    if kind == "header" and rng.random() < 0.5:
        comp["height"] = rng.choice([44, 50, 54, 60, 64, 80])
    if kind in ("backFooter", "autoFooter") and rng.random() < 0.4:
        comp["height"] = rng.choice([40, 44, 50, 60])
    if kind == "trailer" and rng.random() < 0.5:
        comp["width"] = rng.choice([50, 60, 70, 80])
    if kind in ("header", "backFooter", "trailer") and rng.random() < 0.4:
        comp["triggerRate"] = rng.choice([0.8, 1.0, 1.2, 1.5])
    if rng.random() < 0.2:
        comp["ignoredContentInset"] = rng.choice([10, 20, 34])
    if rng.random() < 0.3:
        comp["automaticallyChangeAlpha"] = True
    roll = rng.random()
    if roll < 0.15:
        comp["animation"] = "none"
    elif roll < 0.4:
        comp["animation"] = {"fast": rng.choice([0.2, 0.25, 0.3]), "slow": rng.choice([0.3, 0.4, 0.5])}
    if kind in ("backFooter", "autoFooter") and view["kind"] != "plain" and rng.random() < 0.3:
        comp["hideWhenNoData"] = True
    if kind == "autoFooter":
        if rng.random() < 0.4:
            comp["triggerPercent"] = rng.choice([0.0, 0.5, 1.0, 2.0])
        if rng.random() < 0.4:
            comp["autoTriggerTimes"] = rng.choice([1, 2, 3, -1])
        if rng.random() < 0.15:
            comp["automaticallyRefresh"] = False
        if rng.random() < 0.2:
            comp["refreshingTitleHidden"] = True

    # Labels: all states of the type, or most of them; each key in every locale.
    states = list(STATES[kind])
    if len(states) > 2 and rng.random() < 0.3:
        states.pop(rng.randrange(1, len(states)))
    role = rng.choice(KEY_ROLES[kind])
    labels = {state: f"{key_prefix}.{role}.{state}" for state in states}
    comp["labels"] = labels
    variant = rng.randrange(2)
    texts = {}
    for state in states:
        texts[labels[state]] = (kind, state, variant)

    if colors and rng.random() < 0.8:
        comp["textColor"] = colors.pop()  # each named color is used once
    elif rng.random() < 0.3:
        comp["textColor"] = rng.choice(["#333", "#666666", "#8E8E93", "#1C1C1ECC"])
    if rng.random() < 0.4:
        font = {"size": rng.choice([12, 13, 14, 15, 16])}
        if rng.random() < 0.5:
            font["weight"] = rng.choice(["regular", "bold"])
        comp["font"] = font
    if kind == "header" and style != "gif" and rng.random() < 0.4:
        last = {"key": f"{key_prefix}LastUpdate"}
        if rng.random() < 0.3:
            last["hidden"] = True
        elif rng.random() < 0.6:
            last["at"] = f"2026-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}T{rng.randint(0, 23):02d}:{rng.choice(['00', '15', '30', '45'])}:00Z"
        comp["lastUpdated"] = last
    if style == "gif":
        images = {"refreshing": {"frames": rng.choice([3, 4, 8, 12])}}
        if kind == "header":
            images = {"idle": {"frames": rng.choice([30, 60])}, **images}
        if rng.random() < 0.5:
            images["refreshing"]["duration"] = rng.choice([0.3, 0.4, 0.6])
        comp["images"] = images
    return comp, texts


def component_size(comp):
    if comp["type"] == "trailer":
        return comp.get("width", 60)
    return comp.get("height", 54 if comp["type"] == "header" else 44)


def label_text(comp, state, locale, texts):
    key = comp.get("labels", {}).get(state)
    if key is None:
        return None
    kind, st, variant = texts[key]
    return TEXTS[locale][kind][st][variant]


# ---------------------------------------------------------------------------
# Scenarios: each builder returns (name, steps) for one component.


def with_text(fields, comp, state, locale, texts, rng):
    text = label_text(comp, state, locale, texts)
    if text is not None and comp.get("style", "normal") != "plain" and rng.random() < 0.7:
        if not (state == "refreshing" and comp.get("refreshingTitleHidden")):
            fields["text"] = text
    return fields


def header_pull(rng, ctx, comp, locale):
    h, top, cid = component_size(comp), ctx["top"], comp["id"]
    first = rng.choice([20, 30, 40])
    second = int(h * comp.get("triggerRate", 1.0)) + rng.choice([5, 10, 20]) - first
    normal = comp.get("style", "normal") == "normal"
    steps = [
        {"drag": {"dy": first}},
        {"expect": {cid: with_text({"state": "idle", "pullingPercent": round(first / h, 2)}, comp, "idle", locale, ctx["texts"], rng)}},
        {"drag": {"dy": second, "steps": rng.choice([2, 3, 5])}},
        {"expect": {cid: with_text({"state": "pulling", **({"arrowRotation": 180} if normal else {})}, comp, "pulling", locale, ctx["texts"], rng)}},
        "release",
        {"wait": 0.3},
        {"expect": {cid: {"state": "refreshing", "refreshingCallbacks": 1}, "scrollView": {"insetTop": top + h, "offsetY": -(top + h)}}},
        {"endRefreshing": cid},
        {"wait": 0.4},
        {"expect": {cid: {"state": "idle", "endCallbacks": 1}, "scrollView": {"insetTop": top, "offsetY": -top}}},
    ]
    return f"pulling {cid} past its threshold refreshes", steps


def header_cancel(rng, ctx, comp, locale):
    h, top, cid = component_size(comp), ctx["top"], comp["id"]
    steps = [
        {"drag": {"dy": h + 20}},
        {"expect": {cid: {"state": "pulling"}}},
        {"drag": {"dy": -40}},
        {"expect": {cid: with_text({"state": "idle"}, comp, "idle", locale, ctx["texts"], rng), "scrollView": {"dragging": True}}},
        "release",
        {"wait": 0.5},
        {"expect": {cid: {"state": "idle", "refreshingCallbacks": 0}, "scrollView": {"offsetY": -top}}},
    ]
    return f"{cid} goes back to idle when the finger returns", steps


def header_begin(rng, ctx, comp, locale):
    h, top, cid = component_size(comp), ctx["top"], comp["id"]
    if not ctx["view"].get("inWindow", True):
        steps = [
            {"beginRefreshing": cid},
            {"expect": {cid: {"state": "willRefresh"}}},
            "appear",
            {"wait": 0.3},
            {"expect": {cid: {"state": "refreshing", "alpha": 1}, "scrollView": {"insetTop": top + h}}},
        ]
        return f"{cid} waits for the window before refreshing", steps
    steps = [
        {"beginRefreshing": cid},
        {"wait": 0.3},
        {"expect": {cid: with_text({"state": "refreshing", "pullingPercent": 1}, comp, "refreshing", locale, ctx["texts"], rng)}},
        {"endRefreshing": cid},
        {"wait": 0.5},
        {"expect": {cid: {"state": "idle", "pullingPercent": 0, "endCallbacks": 1}, "scrollView": {"insetTop": top}}},
    ]
    return f"programmatic refresh of {cid}", steps


def locale_switch(rng, ctx, comp, locale):
    cid = comp["id"]
    others = [l for l in ctx["locales"] if l != locale]
    other = rng.choice(others)
    steps = [
        {"expect": {cid: {"state": "idle", "text": label_text(comp, "idle", locale, ctx["texts"])}}},
        {"setLocale": other},
        {"expect": {cid: {"state": "idle", "text": label_text(comp, "idle", other, ctx["texts"])}}},
    ]
    return f"{cid} labels follow a locale change to {other}", steps


def scroll_to_bottom(ctx):
    view = ctx["view"]
    height = view["contentSize"]["height"] + ctx["bottom"] - view["frame"]["height"]
    return max(height, -ctx["top"])


def back_footer_pull(rng, ctx, comp, locale):
    h, cid = component_size(comp), comp["id"]
    bottom = scroll_to_bottom(ctx)
    steps = [
        {"scrollTo": {"x": 0, "y": bottom}},
        {"drag": {"dy": -(int(h * comp.get("triggerRate", 1.0)) + rng.choice([8, 12, 20]))}},
        {"expect": {cid: with_text({"state": "pulling"}, comp, "pulling", locale, ctx["texts"], rng)}},
        "release",
        {"wait": 0.3},
        {"expect": {cid: {"state": "refreshing", "refreshingCallbacks": 1}, "scrollView": {"insetBottom": ctx["bottom"] + h}}},
    ]
    if ctx["view"]["kind"] != "plain":
        count = ctx["view"]["dataCount"] + rng.choice([10, 20, 30])
        steps.append({"reloadData": {"count": count, "contentSize": {"width": ctx["view"]["contentSize"]["width"], "height": ctx["view"]["contentSize"]["height"] + 600}}})
    steps += [
        {"endRefreshing": cid},
        {"wait": 0.4},
        {"expect": {cid: {"state": "idle"}, "scrollView": {"insetBottom": ctx["bottom"]}}},
    ]
    return f"pulling up on {cid} loads the next page", steps


def footer_no_more(rng, ctx, comp, locale):
    cid = comp["id"]
    steps = [
        {"beginRefreshing": cid},
        {"wait": 0.3},
        {"endRefreshingWithNoMoreData": cid},
        {"wait": 0.4},
        {"expect": {cid: with_text({"state": "noMoreData"}, comp, "noMoreData", locale, ctx["texts"], rng)}},
        {"resetNoMoreData": cid},
        {"expect": {cid: {"state": "idle"}}},
    ]
    return f"{cid} reports the end of the list", steps


def auto_footer_scroll(rng, ctx, comp, locale):
    cid = comp["id"]
    bottom = scroll_to_bottom(ctx)
    steps = [
        {"scrollTo": {"x": 0, "y": max(bottom - 100, -ctx["top"])}},
        {"drag": {"dy": -rng.choice([120, 150, 200]), "steps": rng.choice([4, 6, 10])}},
        {"expect": {cid: with_text({"state": "refreshing", "refreshingCallbacks": 1}, comp, "refreshing", locale, ctx["texts"], rng)}},
        {"endRefreshing": cid},
        "release",
        {"wait": rng.choice([0.4, 0.5])},
        {"expect": {cid: {"state": "idle", "endCallbacks": 1}, "scrollView": {"dragging": False}}},
    ]
    return f"scrolling near the end triggers {cid}", steps


def auto_footer_tap(rng, ctx, comp, locale):
    cid = comp["id"]
    steps = [
        {"tap": cid},
        {"expect": {cid: {"state": "refreshing", "refreshingCallbacks": 1}}},
        {"endRefreshingWithNoMoreData": cid},
        {"expect": {cid: with_text({"state": "noMoreData"}, comp, "noMoreData", locale, ctx["texts"], rng)}},
    ]
    return f"tapping {cid} loads more", steps


def footer_hide(rng, ctx, comp, locale):
    cid = comp["id"]
    if comp.get("hideWhenNoData"):
        steps = [
            {"reloadData": {"count": 0, "contentSize": {"width": ctx["view"]["contentSize"]["width"], "height": 0}}},
            {"expect": {cid: {"hidden": True}, "scrollView": {"dataCount": 0, "contentHeight": 0}}},
            {"reloadData": {"count": 12}},
            {"expect": {cid: {"hidden": False}}},
        ]
        return f"{cid} hides while the list is empty", steps
    steps = [
        {"setHidden": {cid: True}},
        {"expect": {cid: {"hidden": True}}},
        {"setHidden": {cid: False}},
        {"expect": {cid: {"hidden": False, "state": "idle"}}},
    ]
    return f"hiding and showing {cid}", steps


def trailer_pull(rng, ctx, comp, locale):
    w, cid = component_size(comp), comp["id"]
    normal = comp.get("style", "normal") == "normal"
    width = ctx["view"]["contentSize"]["width"] - ctx["view"]["frame"]["width"] + ctx["right"]
    steps = [
        {"scrollTo": {"x": width, "y": 0}},
        {"drag": {"dx": -(int(w * comp.get("triggerRate", 1.0)) + rng.choice([10, 20]))}},
        {"expect": {cid: with_text({"state": "pulling", **({"arrowRotation": 180} if normal else {})}, comp, "pulling", locale, ctx["texts"], rng)}},
        "release",
        {"wait": 0.3},
        {"expect": {cid: {"state": "refreshing", "refreshingCallbacks": 1}, "scrollView": {"insetRight": ctx["right"] + w}}},
        {"endRefreshing": cid},
        {"wait": 0.4},
        {"expect": {cid: with_text({"state": "idle"}, comp, "idle", locale, ctx["texts"], rng), "scrollView": {"insetRight": ctx["right"]}}},
    ]
    return f"swiping past the end opens {cid}", steps


def observer_scroll(rng, ctx, comp, locale):
    cid, top = comp["id"], ctx["top"]
    first = rng.choice([60, 100, 150])
    steps = [
        {"drag": {"dy": -first}},
        {"expect": {cid: {"lastEvent": {"direction": "up", "offset": first - top, "inOneScreen": ctx["one_screen"]}}}},
        {"drag": {"dy": 30}},
        {"expect": {cid: {"lastEvent": {"direction": "down", "offset": first - top - 30, "inOneScreen": ctx["one_screen"]}}}},
        {"release": {"velocity": {"x": 0, "y": rng.choice([-400, -250, 300])}}},
        {"wait": 1.0},
        {"expect": {"scrollView": {"dragging": False}}},
    ]
    return f"{cid} sees the drag direction", steps


def content_changes(rng, ctx, comp, locale):
    view = ctx["view"]
    top = rng.choice([0, 44, 64, 100])
    height = view["contentSize"]["height"] + rng.choice([200, 400, 880])
    steps = [
        {"setContentInset": {"top": top}},
        {"setContentSize": {"height": height}},
        {"expect": {"scrollView": {"insetTop": top, "contentHeight": height, "offsetY": -top}}},
    ]
    if view["kind"] != "plain":
        steps.append({"reloadData": {"count": view["dataCount"] + 5}})
        steps.append({"expect": {"scrollView": {"dataCount": view["dataCount"] + 5}}})
    return "content inset and size changes", steps


BUILDERS = {
    "header": [header_pull, header_pull, header_cancel, header_begin, locale_switch],
    "backFooter": [back_footer_pull, back_footer_pull, footer_no_more, footer_hide, locale_switch],
    "autoFooter": [auto_footer_scroll, auto_footer_tap, footer_no_more, footer_hide, locale_switch],
    "trailer": [trailer_pull, trailer_pull, footer_no_more, locale_switch],
    "scrollObserver": [observer_scroll],
}


# ---------------------------------------------------------------------------


def make_spec(rng, index):
    axis, kinds, _ = rng.choices(LAYOUTS, weights=[w for *_, w in LAYOUTS])[0]
    screen = rng.choice(SCREENS)
    name = f"{screen}-{index:04d}"
    key_prefix = screen if rng.random() < 0.7 else f"{screen}{index % 97}"
    view = make_scroll_view(rng, axis, index)
    locales = ["en"] + rng.sample(LOCALES[1:], rng.randint(1, 3))
    if rng.random() < 0.2:
        locales = rng.sample(LOCALES, len(locales))
    labelled = [k for k in kinds if k != "scrollObserver"]
    color_count = rng.randint(0, len(labelled))
    color_names = rng.sample(COLOR_NAMES, color_count)
    colors = {n: "#" + "".join(rng.choice("0123456789ABCDEF") for _ in range(rng.choice([6, 6, 8]))) for n in color_names}
    unused_colors = list(color_names)

    taken, components, texts = set(), [], {}
    for kind in kinds:
        comp, comp_texts = make_component(rng, kind, pick_id(rng, kind, taken), key_prefix, unused_colors, view)
        components.append(comp)
        texts.update(comp_texts)
    for leftover in unused_colors:  # make sure every named color is used
        target = next(c for c in components if c["type"] != "scrollObserver")
        if target.get("textColor") in colors:
            del colors[leftover]
        else:
            target["textColor"] = leftover

    inset = view.get("contentInset", {})
    ctx = {
        "view": view,
        "texts": texts,
        "locales": locales,
        "top": inset.get("top", 0),
        "bottom": inset.get("bottom", 0),
        "right": inset.get("right", 0),
        "one_screen": inset.get("top", 0) + view["contentSize"]["height"] <= view["frame"]["height"],
    }

    scenario_count = rng.randint(2, 3)
    scenarios, names = [], set()
    candidates = [(b, c) for c in components for b in BUILDERS[c["type"]]]
    if axis == "vertical":
        candidates.append((content_changes, components[0]))
    rng.shuffle(candidates)
    # The first labelled component gets a scenario first, so labels always appear in steps.
    candidates.sort(key=lambda bc: bc[1]["type"] == "scrollObserver")
    for builder, comp in candidates:
        if len(scenarios) == scenario_count:
            break
        if builder is locale_switch and len(locales) < 2:
            continue
        locale = rng.choice(locales)
        name_, steps = builder(rng, ctx, comp, locale)
        if name_ in names:
            continue
        names.add(name_)
        scenario = {"name": name_}
        if locale != locales[0] or rng.random() < 0.5:
            scenario["locale"] = locale
        scenario["steps"] = steps
        scenarios.append(scenario)

    spec = {
        "name": name,
        "view": view,
        "locales": locales,
        "texts": texts,
        "colors": colors,
        "components": components,
        "scenarios": scenarios,
        "description": rng.choice(DESCRIPTIONS).format(s=screen) if rng.random() < 0.5 else None,
        "clock": None,
    }
    if any("lastUpdated" in c for c in components) or rng.random() < 0.2:
        spec["clock"] = {
            "now": f"2026-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}T{rng.randint(0, 23):02d}:{rng.choice(['00', '30'])}:00Z",
            "timeZone": rng.choice(TIME_ZONES),
        }
    return spec


def render(spec):
    doc = Doc()
    doc.line(0, "version: 1")
    doc.line(0, f"name: {scalar(spec['name'])}")
    if spec["description"]:
        doc.line(0, f"description: {scalar(spec['description'])}")
    doc.line(0, "scrollView:")
    for key, value in spec["view"].items():
        doc.line(1, f"{key}: {flow(value)}")
    doc.line(0, f"defaultLocale: {scalar(spec['locales'][0])}")
    if spec["clock"]:
        doc.line(0, f"clock: {flow(spec['clock'])}")
    doc.line(0, "strings:")
    for locale in spec["locales"]:
        doc.line(1, f"{locale}:")
        for key, (kind, state, variant) in spec["texts"].items():
            doc.line(2, f"{key}: {scalar(TEXTS[locale][kind][state][variant])}")
    if spec["colors"]:
        doc.line(0, "colors:")
        for name, value in spec["colors"].items():
            doc.line(1, f"{name}: {scalar(value)}")
    doc.line(0, "components:")
    for comp in spec["components"]:
        first = True
        for key, value in comp.items():
            doc.line(1 if first else 2, ("- " if first else "") + f"{key}: {flow(value)}")
            first = False
    doc.line(0, "scenarios:")
    for scenario in spec["scenarios"]:
        doc.line(1, f"- name: {scalar(scenario['name'])}")
        if "locale" in scenario:
            doc.line(2, f"locale: {scalar(scenario['locale'])}")
        doc.line(2, "steps:")
        for step in scenario["steps"]:
            if isinstance(step, str):
                doc.line(3, f"- {step}")
            else:
                (key, value), = step.items()
                doc.line(3, f"- {key}: {flow(value)}")
    return doc.text()


PADDING = [
    "Thresholds follow MJRefresh defaults unless a component overrides them.",
    "Labels are reviewed by the localization team before each release.",
    "Numbers in expectations are points in UIKit coordinates.",
    "Scenarios run on the virtual clock; waits advance it without sleeping.",
]


def generate_one(seed, index):
    rng = random.Random(seed * 1_000_003 + index)
    for _ in range(200):
        spec = make_spec(rng, index)
        text = render(spec)
        if len(text.encode()) < MIN_BYTES:
            # Pad with a longer description, one sentence at a time.
            base = spec["description"] or DESCRIPTIONS[index % len(DESCRIPTIONS)].format(s=spec["name"].rsplit("-", 1)[0])
            extra = rng.sample(PADDING, len(PADDING))
            while len(text.encode()) < MIN_BYTES and extra:
                base += " " + extra.pop()
                spec["description"] = base
                text = render(spec)
        if MIN_BYTES <= len(text.encode()) <= MAX_BYTES:
            return spec["name"], text
    raise RuntimeError(f"could not generate spec {index} within {MIN_BYTES}-{MAX_BYTES} bytes")


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out_dir")
    parser.add_argument("--count", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=20261129)
    parser.add_argument("--per-dir", type=int, default=100, help="files per subdirectory")
    args = parser.parse_args(argv[1:])

    if os.path.isdir(args.out_dir):
        shutil.rmtree(args.out_dir)
    os.makedirs(args.out_dir)
    sizes = []
    for index in range(args.count):
        name, text = generate_one(args.seed, index)
        subdir = os.path.join(args.out_dir, f"{index // args.per_dir:02d}")
        os.makedirs(subdir, exist_ok=True)
        data = text.encode()
        with open(os.path.join(subdir, f"{name}.yaml"), "wb") as handle:
            handle.write(data)
        sizes.append(len(data))
    print(
        f"{len(sizes)} specs in {args.out_dir}: {sum(sizes)} bytes, "
        f"sizes {min(sizes)}-{max(sizes)} bytes (median {int(statistics.median(sizes))})"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
