/// Scene scripts as the generator wrote them at 347a174, before the interaction model was a
/// choice: (seed, hz, seconds, selector, kind, Reduce Motion, "frame:action; …"). Captured by
/// compiling that commit's SceneConfiguration.swift, SplitMix64.swift, SelectorAction.swift and
/// SelectorEvent.swift on their own and printing `setup(ofSelector:)`'s scripts.
enum DefaultScriptsFixture {
  static let scripts:
    [(seed: UInt64, hz: Int, seconds: Int, selector: Int, kind: String, reduceMotion: Bool, events: String)] = [
      (
        1, 120, 10, 0, "segmented", false,
        "12:press 1; 23:release 1; 49:press 0; 76:release 0; 108:press 2; 127:release 2; 406:press 3; 423:release 3; 463:press 1; 485:release 1; 493:press 3; 516:release 3; 584:press 2; 591:release 2; 642:press 1; 663:release 1; 748:press 1; 766:release 1; 870:press 1; 888:release 1; 924:press 0; 949:release 0; 979:press 2; 995:release 2; 1057:press 2; 1063:release 2; 1087:press 3; 1098:release 3; 1145:press 3; 1154:release 3; 1190:press 1"
      ),
      (
        1, 120, 10, 1, "radio", false,
        "132:autoplay; 264:autoplay; 329:tap 2; 566:tap 0; 754:tap 0; 837:tap 0; 1036:tap 2; 1139:tap 1; 1150:tap 1; 1159:tap 2"
      ),
      (
        1, 120, 10, 2, "radio", false,
        "84:tap 2; 101:tap 0; 111:tap 0; 141:tap 0; 215:tap 1; 307:tap 2; 327:tap 1; 381:tap 1; 421:tap 1; 452:tap 2; 614:tap 2; 686:tap 2; 745:tap 0; 753:tap 2; 768:tap 0; 793:tap 0"
      ),
      (
        1, 120, 10, 3, "radio", false,
        "44:tap 1; 51:tap 2; 104:tap 0; 164:tap 1; 268:tap 0; 314:tap 2; 361:tap 2; 511:tap 2; 577:tap 1; 667:tap 2; 732:tap 2; 834:tap 1; 893:tap 2; 928:tap 1; 939:tap 1; 1140:tap 2"
      ),
      (
        1, 120, 10, 5, "segmented", false,
        "53:press 2; 63:release 2; 98:press 2; 116:release 2; 413:press 2; 433:release 2; 449:press 2; 457:release 2; 633:press 0; 643:release 0; 695:press 2; 715:release 2; 792:press 2; 800:release 2; 842:press 1; 857:release 1; 892:press 2; 915:release 2; 931:press 1; 943:release 1; 1061:press 0; 1078:release 0; 1085:press 2; 1108:release 2"
      ),
      (
        1, 120, 10, 8, "radio", false,
        "25:tap 0; 43:tap 1; 122:tap 1; 129:tap 0; 175:tap 0; 277:tap 0; 447:tap 2; 511:tap 0; 599:tap 1; 632:tap 1; 651:tap 1; 793:tap 1; 807:tap 2; 1147:tap 0; 1169:tap 0"
      ),
      (
        1, 120, 10, 13, "radio", false,
        "24:tap 2; 38:tap 0; 86:tap 2; 173:tap 0; 234:tap 0; 406:tap 2; 469:tap 0; 628:tap 0; 684:tap 2; 787:tap 1; 971:tap 2; 1109:tap 0"
      ),
      (
        1, 120, 10, 21, "radio", false,
        "12:tap 1; 47:tap 0; 153:tap 2; 193:tap 1; 236:tap 1; 320:tap 1; 352:tap 2; 404:tap 1; 418:tap 0; 696:tap 2; 870:tap 0; 978:tap 0; 986:tap 1; 1167:tap 1"
      ),
      (
        1, 120, 10, 34, "radio", false,
        "36:tap 2; 70:tap 2; 95:tap 1; 231:tap 0; 242:tap 2; 263:tap 1; 284:tap 1; 431:tap 0; 471:tap 2; 610:tap 1; 676:tap 1; 684:tap 1; 838:tap 0; 899:tap 0; 986:tap 2; 1020:tap 2; 1076:tap 1; 1125:tap 0"
      ),
      (
        1, 120, 10, 55, "radio", false,
        "91:tap 1; 175:tap 0; 251:tap 0; 366:tap 1; 397:tap 1; 429:tap 2; 491:tap 0; 596:tap 0; 617:tap 2; 634:tap 2; 736:tap 0; 760:tap 0; 804:tap 2; 878:tap 2; 917:tap 1; 1044:tap 0; 1167:tap 0"
      ),
      (
        1, 120, 10, 89, "segmented", false,
        "24:press 2; 33:release 2; 134:press 3; 162:release 3; 170:press 3; 192:release 3; 265:press 0; 285:release 0; 326:press 2; 332:release 2; 463:press 3; 485:release 3; 680:press 3; 693:release 3; 998:press 2; 1008:release 2; 1026:press 2; 1054:release 2; 1062:press 0; 1080:release 0; 1126:press 1; 1142:release 1"
      ),
      (
        1, 120, 10, 144, "radio", false,
        "12:tap 2; 87:tap 2; 168:tap 2; 191:tap 1; 268:tap 0; 305:tap 0; 388:tap 0; 459:tap 0; 656:tap 1; 684:tap 0; 767:tap 2; 839:tap 0; 1096:tap 0; 1187:tap 2"
      ),
      (
        7, 60, 6, 0, "segmented", false,
        "21:press 2; 26:release 2; 46:press 3; 59:release 3; 92:press 2; 98:release 2; 261:press 2; 268:release 2; 283:press 1; 289:release 1; 334:press 1; 337:release 1"
      ),
      (
        7, 60, 6, 1, "segmented", false,
        "53:press 3; 59:release 3; 92:press 3; 104:release 3; 141:press 3; 153:release 3; 177:press 3; 183:release 3; 223:press 2; 233:release 2; 244:press 2; 251:release 2; 291:press 3; 295:release 3; 316:press 1; 331:release 1; 336:press 1; 340:release 1"
      ),
      (
        7, 60, 6, 2, "segmented", false,
        "27:press 1; 37:release 1; 54:press 2; 58:release 2; 66:press 1; 80:release 1; 157:press 3; 165:release 3; 178:press 3; 191:release 3; 229:press 3; 232:release 3; 257:press 1; 263:release 1; 277:press 1; 289:release 1; 345:press 0; 349:release 0"
      ),
      (
        7, 60, 6, 3, "segmented", false,
        "195:press 0; 209:release 0; 237:press 1; 249:release 1; 253:press 3; 262:release 3; 321:press 0; 327:release 0"
      ),
      (7, 60, 6, 5, "radio", false, "8:tap 1; 145:tap 1; 193:tap 1; 298:tap 0"),
      (
        7, 60, 6, 8, "segmented", false,
        "207:press 1; 221:release 1; 227:press 1; 234:release 1; 270:press 1; 282:release 1; 306:press 2; 316:release 2"
      ),
      (
        7, 60, 6, 13, "segmented", false,
        "50:press 2; 59:release 2; 72:press 1; 84:release 1; 99:press 2; 105:release 2; 109:press 1; 115:release 1; 121:press 3; 131:release 3; 140:press 1; 148:release 1; 155:press 0; 166:release 0; 205:press 3; 212:release 3; 236:press 2; 250:release 2; 270:press 0; 283:release 0"
      ),
      (
        7, 60, 6, 21, "radio", false,
        "66:autoplay; 72:tap 1; 85:tap 1; 88:tap 1; 130:tap 1; 169:tap 1; 200:tap 2; 299:tap 2"
      ),
      (
        7, 60, 6, 34, "segmented", false,
        "29:press 2; 36:release 2; 219:press 0; 232:release 0; 320:press 1; 324:release 1"
      ),
      (
        7, 60, 6, 55, "segmented", false,
        "34:press 1; 40:release 1; 68:press 0; 81:release 0; 153:press 1; 159:release 1; 176:press 0; 180:release 0; 212:press 1; 226:release 1; 263:press 2; 274:release 2; 296:press 0; 302:release 0; 323:press 2; 331:release 2"
      ),
      (7, 60, 6, 89, "radio", false, "66:autoplay; 74:tap 1; 172:tap 2; 251:tap 0; 296:tap 1"),
      (
        7, 60, 6, 144, "segmented", false,
        "76:press 2; 81:release 2; 93:press 1; 99:release 1; 173:press 0; 185:release 0; 203:press 3; 209:release 3; 220:press 2; 227:release 2; 246:press 1; 258:release 1; 317:press 2; 322:release 2"
      ),
      (12345, 120, 4, 0, "radio", false, "25:tap 0; 253:tap 0"),
      (12345, 120, 4, 1, "radio", false, "104:tap 2; 131:tap 1; 323:tap 2; 381:tap 1; 437:tap 0"),
      (
        12345, 120, 4, 2, "segmented", false,
        "41:press 3; 52:release 3; 208:press 1; 233:release 1; 282:press 3; 303:release 3; 371:press 3; 396:release 3"
      ),
      (
        12345, 120, 4, 3, "segmented", true,
        "219:press 0; 246:release 0; 338:press 3; 365:release 3; 421:press 2; 431:release 2; 467:press 3"
      ),
      (12345, 120, 4, 5, "radio", false, "66:tap 1"),
      (12345, 120, 4, 8, "radio", false, "20:tap 0; 132:tap 2; 253:tap 2; 263:tap 0; 372:tap 2; 469:tap 1"),
      (12345, 120, 4, 13, "radio", false, "9:tap 0; 94:tap 2; 261:tap 1; 307:tap 2; 414:tap 0"),
      (12345, 120, 4, 21, "segmented", false, "217:press 1; 240:release 1"),
      (
        12345, 120, 4, 34, "segmented", false,
        "70:press 1; 100:release 1; 138:press 1; 166:release 1; 319:press 2; 348:release 2; 364:press 0; 391:release 0"
      ),
      (12345, 120, 4, 55, "segmented", false, "371:press 3; 390:release 3"),
      (
        12345, 120, 4, 89, "radio", false,
        "132:autoplay; 139:tap 0; 171:tap 2; 184:tap 2; 208:tap 2; 280:tap 2; 312:tap 0; 318:tap 0; 348:tap 2; 446:tap 0"
      ),
      (12345, 120, 4, 144, "radio", false, "11:tap 2; 45:tap 2; 82:tap 0; 260:tap 2; 451:tap 2"),
    ]
}
