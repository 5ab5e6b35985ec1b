"""Stylised Spanish court figures: sota (10), caballo (11) and rey (12).

Flat shapes with a dark outline, in the colours of the suit (as on real Spanish figures, each
figure wears its suit's colour with a contrasting second colour) and holding the suit symbol.
"""

from __future__ import annotations

from .symbols import SPANISH_COLOURS, num

INK = "#2b1d10"
SKIN = "#f4c9a1"
HAIR = "#6b3e1f"
GOLD = "#f2c230"
WHITE = "#fbf7ee"
SECOND = {"O": "#cf2a27", "C": "#2457b5", "E": "#e9a80f", "B": "#cf2a27"}

OUT = f'stroke="{INK}" stroke-width="5" stroke-linejoin="round" stroke-linecap="round"'


def use(symbol: str, x: float, y: float, scale: float, rotate: float = 0) -> str:
    rot = f" rotate({num(rotate)})" if rotate else ""
    return (f'<use xlink:href="#{symbol}" '
            f'transform="translate({num(x)} {num(y)}){rot} scale({scale:.4g})"/>')


def face(cx: float, cy: float, r: float, beard: str | None = None) -> str:
    """A round face with simple features; ``beard`` colours a full beard (kings)."""
    eye_y, eye_dx = cy - r * 0.05, r * 0.36
    out = [f'<circle cx="{num(cx)}" cy="{num(cy)}" r="{num(r)}" fill="{SKIN}" {OUT}/>']
    if beard:
        out.append(
            f'<path d="M{num(cx - r * 0.95)} {num(cy + r * 0.05)}C{num(cx - r * 0.9)} {num(cy + r * 1.35)} '
            f'{num(cx + r * 0.9)} {num(cy + r * 1.35)} {num(cx + r * 0.95)} {num(cy + r * 0.05)}'
            f'C{num(cx + r * 0.6)} {num(cy + r * 0.55)} {num(cx - r * 0.6)} {num(cy + r * 0.55)} '
            f'{num(cx - r * 0.95)} {num(cy + r * 0.05)}Z" fill="{beard}" {OUT}/>')
        out.append(
            f'<path d="M{num(cx - r * 0.42)} {num(cy + r * 0.42)}C{num(cx - r * 0.2)} {num(cy + r * 0.22)} '
            f'{num(cx + r * 0.2)} {num(cy + r * 0.22)} {num(cx + r * 0.42)} {num(cy + r * 0.42)}" '
            f'fill="none" stroke="{INK}" stroke-width="4" stroke-linecap="round"/>')
    else:
        out.append(
            f'<path d="M{num(cx - r * 0.25)} {num(cy + r * 0.45)}Q{num(cx)} {num(cy + r * 0.62)} '
            f'{num(cx + r * 0.25)} {num(cy + r * 0.45)}" fill="none" stroke="#a0412d" '
            f'stroke-width="4" stroke-linecap="round"/>')
        out.append(f'<circle cx="{num(cx - r * 0.5)}" cy="{num(cy + r * 0.3)}" r="{num(r * 0.14)}" '
                   f'fill="#f09a8a" fill-opacity="0.6"/>')
        out.append(f'<circle cx="{num(cx + r * 0.5)}" cy="{num(cy + r * 0.3)}" r="{num(r * 0.14)}" '
                   f'fill="#f09a8a" fill-opacity="0.6"/>')
    for dx in (-eye_dx, eye_dx):
        out.append(f'<ellipse cx="{num(cx + dx)}" cy="{num(eye_y)}" rx="{num(r * 0.09)}" '
                   f'ry="{num(r * 0.13)}" fill="{INK}"/>')
    out.append(f'<path d="M{num(cx)} {num(eye_y + r * 0.05)}L{num(cx - r * 0.08)} {num(cy + r * 0.28)}'
               f'L{num(cx + r * 0.04)} {num(cy + r * 0.3)}" fill="none" stroke="{INK}" '
               f'stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>')
    return "".join(out)


def crown(cx: float, base_y: float, width: float, jewel: str) -> str:
    w, h = width, width * 0.62
    x0 = cx - w / 2
    pts = [(x0, base_y), (x0 - w * 0.04, base_y - h), (x0 + w * 0.25, base_y - h * 0.55),
           (cx, base_y - h * 1.1), (x0 + w * 0.75, base_y - h * 0.55), (x0 + w * 1.04, base_y - h),
           (x0 + w, base_y)]
    d = "M" + " L".join(f"{num(x)} {num(y)}" for x, y in pts) + "Z"
    tips = "".join(f'<circle cx="{num(x)}" cy="{num(y)}" r="{num(w * 0.06)}" fill="{GOLD}" {OUT}/>'
                   for x, y in (pts[1], pts[3], pts[5]))
    return (f'<path d="{d}" fill="{GOLD}" {OUT}/>{tips}'
            f'<rect x="{num(x0)}" y="{num(base_y - h * 0.22)}" width="{num(w)}" '
            f'height="{num(h * 0.26)}" fill="#e0a81e" {OUT}/>'
            f'<circle cx="{num(cx)}" cy="{num(base_y - h * 0.09)}" r="{num(w * 0.08)}" '
            f'fill="{jewel}" stroke="{INK}" stroke-width="3"/>')


# --- Spanish figures -------------------------------------------------------------------------

def _held_symbol(suit: str, x: float, y: float, raised: bool) -> str:
    """The suit symbol in a figure's hand at (x, y)."""
    if suit in "OC":
        return use(f"s-{suit}", x, y - 62, 1.05)
    if suit == "E":
        return use("s-E", x, y - 95 if raised else y - 100, 1.45, 12 if raised else 0)
    return use("s-B", x, y - 10, 1.45, 14 if raised else 0)


def _sota(suit: str) -> str:
    main, second = SPANISH_COLOURS[suit]["main"], SECOND[suit]
    return "".join([
        # legs and shoes
        f'<path d="M262 600L258 790L290 790L296 600Z" fill="{second}" {OUT}/>',
        f'<path d="M314 600L320 790L352 790L348 600Z" fill="{second}" {OUT}/>',
        f'<path d="M248 792C248 778 292 776 294 792Z" fill="{INK}"/>',
        f'<path d="M316 792C318 776 362 778 362 792Z" fill="{INK}"/>',
        # left arm (hand on hip)
        f'<path d="M238 372C205 420 200 470 232 500L252 484C236 462 240 425 258 395Z" fill="{main}" {OUT}/>',
        f'<circle cx="243" cy="498" r="17" fill="{SKIN}" {OUT}/>',
        # tunic with belt and hem trim
        f'<path d="M240 366C262 352 338 352 360 366L378 612C330 628 270 628 222 612Z" fill="{main}" {OUT}/>',
        f'<path d="M226 590C272 606 328 606 376 590L378 612C330 628 270 628 222 612Z" fill="{second}" {OUT}/>',
        f'<rect x="232" y="482" width="136" height="20" fill="{INK}"/>',
        f'<rect x="288" y="480" width="24" height="24" fill="{GOLD}" stroke="{INK}" stroke-width="3"/>',
        f'<path d="M300 370L300 478" stroke="{second}" stroke-width="8"/>',
        "".join(f'<circle cx="300" cy="{y}" r="6" fill="{GOLD}" stroke="{INK}" stroke-width="2.5"/>'
                for y in (395, 425, 455)),
        # collar and neck
        f'<rect x="287" y="322" width="26" height="36" fill="{SKIN}" {OUT}/>',
        f'<path d="M258 362C280 378 320 378 342 362L334 350C318 360 282 360 266 350Z" fill="{WHITE}" {OUT}/>',
        # right arm raised, holding the symbol
        f'<path d="M356 370C390 390 408 420 414 470L392 476C386 440 372 415 348 400Z" fill="{main}" {OUT}/>',
        _held_symbol(suit, 404, 470, raised=False),
        f'<circle cx="404" cy="474" r="17" fill="{SKIN}" {OUT}/>',
        # head with page-boy hair and feathered cap
        f'<path d="M252 290C246 236 354 236 348 290L350 322C330 330 270 330 250 322Z" fill="{HAIR}" {OUT}/>',
        face(300, 282, 42),
        f'<path d="M248 256C250 214 352 214 352 256C334 246 268 246 248 256Z" fill="{second}" {OUT}/>',
        f'<path d="M340 236C372 206 388 190 404 196C396 214 372 232 346 246Z" fill="{WHITE}" {OUT}/>',
    ])


def _caballo(suit: str) -> str:
    main, second = SPANISH_COLOURS[suit]["main"], SECOND[suit]
    horse = "#f3e7d3"
    mane = "#8a5a34"
    neck = ("M304 530C262 480 222 442 184 428L124 494C112 508 116 530 136 534C152 534 168 526 "
            "184 518C196 560 206 600 228 634Z")
    return "".join([
        # tail and far legs
        f'<path d="M462 560C506 590 512 660 488 720C476 690 470 650 446 610Z" fill="{mane}" {OUT}/>',
        f'<path d="M250 640L238 790L264 790L278 650Z" fill="#e2d2b8" {OUT}/>',
        f'<path d="M410 640L424 790L450 790L438 630Z" fill="#e2d2b8" {OUT}/>',
        # near legs: front one lifted, walking; their tops disappear under the body
        f'<path d="M236 610C226 640 212 664 204 688C200 704 208 722 218 738L240 732'
        f'C232 716 226 704 230 692C238 672 254 650 270 630Z" fill="{horse}" {OUT}/>',
        f'<path d="M380 630L374 792L402 792L412 630Z" fill="{horse}" {OUT}/>',
        f'<path d="M214 736L242 728L246 744L218 752Z" fill="{INK}"/>',
        f'<path d="M370 790L406 790L406 802L368 802Z" fill="{INK}"/>',
        f'<path d="M234 790L266 790L266 802L232 802Z" fill="{INK}"/>',
        f'<path d="M420 790L452 790L454 802L420 802Z" fill="{INK}"/>',
        # neck outline, then body, then the neck's fill again: one seamless silhouette
        f'<path d="{neck}" fill="{horse}" stroke="{INK}" stroke-width="10" stroke-linejoin="round"/>',
        f'<ellipse cx="345" cy="590" rx="135" ry="72" fill="{horse}" {OUT}/>',
        f'<path d="{neck}" fill="{horse}"/>',
        f'<path d="M178 434L186 398L198 432Z" fill="{horse}" {OUT}/>',
        f'<path d="M186 428C226 436 266 478 304 522L290 534C256 496 222 462 190 446Z" '
        f'fill="{mane}" {OUT}/>',
        f'<ellipse cx="166" cy="460" rx="6" ry="7" fill="{INK}"/>',
        f'<circle cx="128" cy="514" r="4" fill="{INK}"/>',
        # bridle and reins
        f'<path d="M184 440L140 512M126 500L150 522" fill="none" stroke="{second}" '
        f'stroke-width="7" stroke-linecap="round"/>',
        f'<path d="M146 516C210 530 270 526 322 518" fill="none" stroke="{INK}" stroke-width="3"/>',
        # saddle cloth
        f'<path d="M286 530L400 530L408 650C370 666 320 666 280 650Z" fill="{main}" {OUT}/>',
        f'<path d="M282 628C322 644 370 644 406 628L408 650C370 666 320 666 280 650Z" fill="{second}" {OUT}/>',
        # rider: torso, leg, arm
        f'<path d="M306 420C318 404 370 404 382 420L392 540L298 540Z" fill="{main}" {OUT}/>',
        f'<rect x="298" y="520" width="94" height="16" fill="{INK}"/>',
        f'<path d="M324 530L310 620L334 690L356 684L338 618L356 540Z" fill="{second}" {OUT}/>',
        f'<path d="M326 684L364 680L368 700L324 704Z" fill="{INK}"/>',
        f'<path d="M318 428C300 460 300 500 318 520L336 510C324 490 324 462 338 440Z" fill="{main}" {OUT}/>',
        f'<circle cx="324" cy="520" r="14" fill="{SKIN}" {OUT}/>',
        f'<path d="M372 424C400 400 420 372 428 338L450 346C444 386 420 420 388 446Z" fill="{main}" {OUT}/>',
        _held_symbol(suit, 440, 340, raised=True),
        f'<circle cx="440" cy="342" r="16" fill="{SKIN}" {OUT}/>',
        # head with brimmed hat
        f'<rect x="332" y="378" width="24" height="32" fill="{SKIN}" {OUT}/>',
        face(344, 352, 36),
        f'<path d="M300 330C300 318 388 318 388 330C380 338 308 338 300 330Z" fill="{second}" {OUT}/>',
        f'<path d="M314 328C312 282 376 282 374 328Z" fill="{second}" {OUT}/>',
        f'<path d="M316 312C336 300 356 300 372 312" fill="none" stroke="{GOLD}" stroke-width="6"/>',
    ])


def _rey(suit: str) -> str:
    main, second = SPANISH_COLOURS[suit]["main"], SECOND[suit]
    ermine = "".join(f'<path d="M{x} {y}l-4 9h8z" fill="{INK}"/>'
                     for x, y in ((300, 420), (300, 480), (300, 540), (300, 600), (300, 660),
                                  (230, 770), (270, 776), (330, 776), (370, 770)))
    return "".join([
        # cape behind
        f'<path d="M232 370C180 470 166 640 170 800L430 800C434 640 420 470 368 370Z" fill="{second}" {OUT}/>',
        # robe
        f'<path d="M238 372C262 356 338 356 362 372L400 796L200 796Z" fill="{main}" {OUT}/>',
        f'<path d="M288 372L312 372L318 760L282 760Z" fill="{WHITE}" {OUT}/>',
        f'<path d="M204 756C260 770 340 770 396 756L400 796L200 796Z" fill="{WHITE}" {OUT}/>',
        ermine,
        f'<path d="M238 374C262 400 338 400 362 374C340 360 260 360 238 374Z" fill="{WHITE}" {OUT}/>',
        # shoes
        f'<path d="M240 796C240 782 286 782 288 796Z" fill="{INK}"/>',
        f'<path d="M312 796C314 782 360 782 360 796Z" fill="{INK}"/>',
        # left arm across the chest
        f'<path d="M246 384C214 440 226 500 270 510L284 490C256 480 252 440 270 410Z" fill="{main}" {OUT}/>',
        f'<circle cx="282" cy="500" r="17" fill="{SKIN}" {OUT}/>',
        # right arm holding the symbol out
        f'<path d="M354 384C390 410 404 450 404 500L380 504C378 466 368 440 344 420Z" fill="{main}" {OUT}/>',
        _held_symbol(suit, 394, 500, raised=False),
        f'<circle cx="394" cy="502" r="17" fill="{SKIN}" {OUT}/>',
        # head: hair, face with beard, crown
        f'<rect x="288" y="320" width="24" height="40" fill="{SKIN}" {OUT}/>',
        f'<path d="M254 300C250 240 350 240 346 300L350 338C330 346 270 346 250 338Z" fill="#cfc6b4" {OUT}/>',
        face(300, 288, 42, beard="#e9e3d6"),
        crown(300, 254, 96, "#cf2a27" if suit != "C" else "#2457b5"),
    ])


def spanish_figure(value: int, suit: str) -> str:
    return {10: _sota, 11: _caballo, 12: _rey}[value](suit)
