"""French court cards (J, Q, K): double-ended busts in a framed panel, like printed decks.

Red suits dress in red with blue trim, black suits in blue with red trim; each figure holds
its attribute (jack: halberd, queen: rose, king: sceptre) and the suit pip sits beside it.
"""

from __future__ import annotations

from .figures import GOLD, HAIR, INK, OUT, SKIN, WHITE, crown, face, use
from .symbols import FRENCH_COLOURS

RED, BLUE = "#c62828", "#1f4590"


def _specks(points: tuple[tuple[int, int], ...]) -> str:
    return "".join(f'<path d="M{x} {y}l-4 10h8z" fill="{INK}"/>' for x, y in points)


def _body(robe: str, other: str) -> str:
    return "".join([
        f'<path d="M168 440C170 382 198 346 246 334L300 324L354 334C402 346 430 382 432 440Z" '
        f'fill="{robe}" {OUT}/>',
        f'<path d="M282 330L318 330L324 440L276 440Z" fill="{GOLD}" {OUT}/>',
        "".join(f'<path d="M300 {y - 12}l10 12-10 12-10-12z" fill="{other}" stroke="{INK}" '
                f'stroke-width="2.5"/>' for y in (362, 404)),
        f'<path d="M190 414C212 386 238 372 266 366M410 414C388 386 362 372 334 366" '
        f'fill="none" stroke="{GOLD}" stroke-width="7" stroke-linecap="round"/>',
        f'<path d="M196 436C214 412 236 400 262 396M404 436C386 412 364 400 338 396" '
        f'fill="none" stroke="{GOLD}" stroke-width="4" stroke-linecap="round"/>',
        f'<rect x="287" y="268" width="26" height="62" fill="{SKIN}" {OUT}/>',
    ])


def _arm(other: str) -> str:
    return (f'<path d="M370 342C404 354 426 380 430 414L404 422C398 396 386 378 362 366Z" '
            f'fill="{other}" {OUT}/>'
            f'<circle cx="414" cy="420" r="18" fill="{SKIN}" {OUT}/>')


def _king(robe: str, other: str) -> str:
    return "".join([
        # sceptre
        f'<path d="M410 440L452 196" stroke="{INK}" stroke-width="15" stroke-linecap="round"/>',
        f'<path d="M410 440L452 196" stroke="{GOLD}" stroke-width="8" stroke-linecap="round"/>',
        f'<circle cx="454" cy="184" r="18" fill="{GOLD}" {OUT}/>',
        f'<path d="M456 166L458 140M446 152L468 154" stroke="{INK}" stroke-width="6" '
        f'stroke-linecap="round"/>',
        f'<path d="M244 220C238 166 362 166 356 220L362 304C340 316 260 316 238 304Z" '
        f'fill="#d9d2c3" {OUT}/>',
        _body(robe, other),
        f'<path d="M234 340C262 368 338 368 366 340C350 326 250 326 234 340Z" fill="{WHITE}" {OUT}/>',
        _specks(((258, 340), (300, 350), (342, 340))),
        _arm(other),
        face(300, 228, 50, beard="#ece6da"),
        crown(300, 186, 116, other),
    ])


def _queen(robe: str, other: str) -> str:
    pearls = "".join(f'<circle cx="{x}" cy="{y}" r="5" fill="{WHITE}" stroke="{INK}" '
                     f'stroke-width="2"/>' for x, y in ((274, 326), (287, 334), (300, 337),
                                                        (313, 334), (326, 326)))
    return "".join([
        # long hair behind the shoulders
        f'<path d="M240 214C234 156 366 156 360 214L378 346C352 362 248 362 222 346Z" '
        f'fill="#e3a83c" {OUT}/>',
        # rose
        '<path d="M410 430C418 390 428 340 432 300" fill="none" stroke="#2f7d32" '
        'stroke-width="7" stroke-linecap="round"/>',
        f'<path d="M424 350C440 336 456 340 462 350C448 360 434 358 424 350Z" fill="#43a047" '
        f'stroke="{INK}" stroke-width="3"/>',
        _body(robe, other),
        f'<path d="M246 338L300 372L354 338C330 330 270 330 246 338Z" fill="{other}" {OUT}/>',
        pearls,
        _arm(other),
        f'<circle cx="433" cy="290" r="22" fill="#d0202f" {OUT}/>',
        f'<path d="M422 288C426 278 440 278 444 290C438 300 428 298 424 290" fill="none" '
        f'stroke="{INK}" stroke-width="3"/>',
        face(300, 228, 46),
        f'<path d="M254 214C262 180 338 180 346 214C326 196 274 196 254 214Z" fill="#e3a83c" '
        f'stroke="{INK}" stroke-width="3"/>',
        crown(300, 188, 86, other),
    ])


def _jack(robe: str, other: str) -> str:
    return "".join([
        # halberd
        f'<path d="M410 440L446 150" stroke="{INK}" stroke-width="14" stroke-linecap="round"/>',
        '<path d="M410 440L446 150" stroke="#b9813f" stroke-width="7" stroke-linecap="round"/>',
        f'<path d="M446 150L440 112L458 148Z" fill="#cfd8e3" {OUT}/>',
        f'<path d="M444 166C468 158 484 176 484 200C470 192 456 192 442 196Z" fill="#cfd8e3" {OUT}/>',
        _body(robe, other),
        f'<path d="M250 338L300 358L350 338L342 326L300 340L258 326Z" fill="{WHITE}" {OUT}/>',
        _arm(other),
        f'<path d="M252 222C246 186 354 186 348 222L352 270C336 280 264 280 248 270Z" '
        f'fill="{HAIR}" {OUT}/>',
        face(300, 234, 46),
        f'<path d="M284 258C292 254 308 254 316 258" fill="none" stroke="{HAIR}" '
        f'stroke-width="5" stroke-linecap="round"/>',
        # beret with a plume
        f'<path d="M240 204C232 150 368 150 360 204C338 192 262 192 240 204Z" fill="{other}" {OUT}/>',
        f'<path d="M246 198C268 188 332 188 354 198" fill="none" stroke="{GOLD}" stroke-width="7"/>',
        f'<path d="M344 178C378 130 416 116 436 126C422 156 384 178 352 192Z" fill="{WHITE}" {OUT}/>',
        f'<path d="M352 184C380 160 404 144 428 132" fill="none" stroke="{INK}" stroke-width="2.5"/>',
    ])


def _half(rank: str, suit: str) -> str:
    red = suit in "HD"
    robe, other = (RED, BLUE) if red else (BLUE, RED)
    figure = {"K": _king, "Q": _queen, "J": _jack}[rank](robe, other)
    return figure + use(f"s-{suit}", 178, 150, 0.62)


def french_face(rank: str, suit: str) -> str:
    colour = FRENCH_COLOURS[suit]
    x0, y0, x1, y1 = 122, 84, 508, 796
    half = _half(rank, suit)
    return (
        f'<rect x="{x0}" y="{y0}" width="{x1 - x0}" height="{y1 - y0}" rx="12" fill="#fbf1dc" '
        f'stroke="{colour}" stroke-width="6"/>'
        f'<rect x="{x0 + 10}" y="{y0 + 10}" width="{x1 - x0 - 20}" height="{y1 - y0 - 20}" rx="6" '
        f'fill="none" stroke="{GOLD}" stroke-width="3"/>'
        f"{half}"
        f'<g transform="rotate(180 315 440)">{half}</g>'
        f'<path d="M{x0 + 10} 440L{x1 - 10} 440" stroke="{colour}" stroke-width="5"/>'
    )
