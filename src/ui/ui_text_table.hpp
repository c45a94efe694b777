// ui_text_table.hpp - the on-screen texts: X(Id, "English", "Korean"), one row each.
//
// A row's two texts must hold the same printf conversions in the same order (tested).
// Ids name what the text is for, not its words, so a row can be reworded freely.
// Keep Korean natural for a science program: 응집 / 정렬 / 분리 for the three rules,
// 정렬도 for polarization, 군집 for a cluster, 매 for the hawk.
#pragma once

// clang-format off
#define MURMUR_UI_TEXTS(X) \
    /* the panel's frame and the language switch */ \
    X(PanelTitle,          "Murmuration lab", "찌르레기 군무 실험실") \
    X(LanguageChooser,     "Language / 언어", "Language / 언어") \
    X(LanguageEnglish,     "English", "English") \
    X(LanguageKorean,      "한국어", "한국어") \
    /* without NanumGothic the panel stays English and says why (no Hangul in these) */ \
    X(LanguagePlain,       "Language", "Language") \
    X(KoreanNoFont,        "Korean (needs fonts-nanum)", "Korean (needs fonts-nanum)") \
    X(KoreanNeedsFont,     "Korean needs the fonts-nanum package (sudo apt-get install fonts-nanum)", \
                           "Korean needs the fonts-nanum package (sudo apt-get install fonts-nanum)") \
    /* Run (every scene) */ \
    X(RunSection,          "Run", "실행") \
    X(Speed,               "speed", "속도") \
    X(Pause,               "Pause", "일시정지") \
    X(Resume,              "Resume", "계속") \
    X(Step,                "Step", "한 단계") \
    X(Reset,               "Reset", "초기화") \
    X(StepsPerFrame,       "%.2f steps/frame", "프레임당 %.2f 단계") \
    X(TimesFaster,         "%.2f x", "%.2f배") \
    /* the hawk */ \
    X(SendHawk,            "Send hawk", "매 보내기") \
    X(SendHawks,           "Send %d hawks", "매 %d마리 보내기") \
    X(HawksInSky,          "Hawks in the sky...", "매들이 날고 있음...") \
    X(HawkInSky,           "Hawk in the sky...", "매가 날고 있음...") \
    X(SendHawkNoBirds,     "Send hawk (no birds)", "매 보내기 (새 없음)") \
    X(HawkStrategyTip,     "How the next hawk hunts: the flock's centre (the model's hawk), the nearest bird,\n" \
                           "an intercept course to one bird, or a fast dive from above", \
                           "다음 매가 사냥하는 방식: 무리의 중심(모델의 매), 가장 가까운 새,\n" \
                           "한 마리를 노린 요격 경로, 또는 위에서 빠르게 내리꽂기") \
    X(HawkCount,           "hawks", "매 수") \
    X(HawkMixed,           "each the next strategy", "저마다 다음 전략") \
    X(StrategyMixed,       "mixed", "섞어서") \
    X(HawkOwnStrategy,     "hawk %d: %s", "매 %d: %s") \
    X(StrategyCentroid,    "centroid", "중심") \
    X(StrategyNearest,     "nearest", "최근접") \
    X(StrategyIntercept,   "intercept", "요격") \
    X(StrategyStoop,       "stoop", "급강하") \
    X(StrategyPlayer,      "player", "사람") \
    X(FlyHawk,             "Fly", "조종") \
    X(FlyHawkTip,          "Fly the hawk yourself (G): the mouse or W A S D steer, Shift stoops, G lets go", \
                           "직접 매를 조종합니다 (G): 마우스 또는 W A S D, Shift 급강하, G 놓기") \
    X(FlightTitle,         "You fly the hawk", "매를 조종하는 중") \
    X(FlightSpeed,         "Speed: %.1f x the birds' cruise", "속도: 새 순항 속도의 %.1f배") \
    X(FlightStoop,         "Speed: %.1f x the birds' cruise, stooping", "속도: 새 순항 속도의 %.1f배, 급강하 중") \
    X(FlightNearest,       "Nearest bird: %.1f%s away", "가장 가까운 새: %.1f%s") \
    X(FlightTimeLeft,      "Time left: %d steps", "남은 시간: %d 단계") \
    X(FlightHelp,          "Mouse or W A S D steer, Shift stoops, G lets go", \
                           "마우스 또는 W A S D 조종, Shift 급강하, G 놓기") \
    /* the ground observer's card */ \
    X(ObserverTitle,       "Seen from straight below", "바로 아래에서 본 모습") \
    X(ObserverPicture,     "Opacity in this picture: %.3f", "이 그림의 불투명도: %.3f") \
    X(ObserverField,       "Field measure, same birds: %.3f +- %.3f", "현장 측정, 같은 새들: %.3f +- %.3f") \
    X(ObserverHow,         "Birds as the field measure's squares; +- over grid starts", \
                           "새는 현장 측정의 정사각형; +-는 격자 시작점에 따른 편차") \
    X(ObserverWaiting,     "Taking the picture...", "그림을 찍는 중...") \
    X(ObserverCoarse,      "Pixels wider than a bird: not compared", "픽셀이 새보다 커서 비교하지 않음") \
    /* the flock and its rules */ \
    X(ModelSeed,           "Seed model", "기본 모델") \
    X(ModelStarling,       "Starling (field-calibrated)", "찌르레기 (현장 보정)") \
    X(ModelTip,            "Which rules fly the flock. Changing it starts the flock again; the starling\n" \
                           "model brings its sky, hawk and fleeing in metres (examples/presets/starling.json).", \
                           "어떤 규칙으로 새 떼가 나는지. 바꾸면 새 떼가 처음부터 다시 시작합니다. 찌르레기\n" \
                           "모델은 하늘, 매, 도피를 미터 단위로 가져옵니다 (examples/presets/starling.json).") \
    X(FlockSection,        "Flock", "새 떼") \
    X(Birds,               "Birds", "새 수") \
    X(LowPower,            "Low power (700 birds)", "저전력 (700마리)") \
    X(Neighbours,          "Neighbours", "이웃") \
    X(KNearest,            "k nearest", "가까운 k마리") \
    X(WithinDistance,      "within distance", "거리 이내") \
    X(Distance,            "distance", "거리") \
    X(StarlingParts,       "Parts (each can be switched off)", "부분 (하나씩 끌 수 있음)") \
    X(PartVision,          "vision", "시야") \
    X(PartFlight,          "flight", "비행") \
    X(PartRoost,           "roost", "잠자리") \
    X(PartRange,           "adaptive range", "적응 범위") \
    X(PartDifferences,     "differences", "개체차") \
    X(StarlingKTip,        "Without the adaptive range a starling heeds its k nearest visible birds.", \
                           "적응 범위를 끄면 찌르레기는 보이는 가장 가까운 k마리를 따릅니다.") \
    X(RulesSection,        "Rules", "규칙") \
    X(Cohesion,            "cohesion", "응집") \
    X(Alignment,           "alignment", "정렬") \
    X(Separation,          "separation", "분리") \
    X(WeightTip,           "0 = rule off, 1 = default (double-click to type)", \
                           "0 = 규칙 끔, 1 = 기본값 (두 번 클릭하면 직접 입력)") \
    X(AirSection,          "World", "환경") \
    X(ObstaclesLabel,      "obstacles", "장애물") \
    X(FlocksFormat,        "flocks: %d", "무리: %d") \
    X(FlocksTip,           "Several flocks, each pulled to its own home on a ring round the sky's centre; " \
                           "they heed each other when they meet and may merge. Reset starts each in its own ball.", \
                           "여러 무리: 저마다 하늘 중심 둘레의 고리 위 자기 집으로 끌린다. 만나면 서로를 따르고 " \
                           "합쳐질 수 있다. 초기화하면 각자 자기 공에서 시작한다.") \
    X(ObstaclesNone,       "none", "없음") \
    X(ObstaclesPylon,      "a pylon", "철탑") \
    X(ObstaclesWood,       "a wood", "숲") \
    X(ObstaclesOwn,        "own list (%d)", "직접 정한 목록 (%d개)") \
    X(GoToRoost,           "Dusk: go to roost", "해 질 녘: 잠자리로") \
    X(GoingToRoost,        "Going to roost", "잠자리로 가는 중") \
    X(GoToRoostTip,        "From the next step the birds go down to the roost under the sky and settle there, " \
                           "each at its own time or following its neighbours; the sky turns to dusk. Reset " \
                           "starts the run again, with the dusk at the same step.", \
                           "다음 단계부터 새들이 하늘 아래 잠자리로 내려가 앉습니다. 저마다의 때에, 또는 이웃을 " \
                           "따라서; 하늘은 해 질 녘이 됩니다. 초기화하면 같은 단계의 해 질 녘으로 다시 시작합니다.") \
    X(ObstaclesTip,        "Solid shapes the birds and the hawk fly round; a settings file may list its own.", \
                           "새와 매가 돌아서 나는 고체 형상입니다. 설정 파일에 직접 목록을 적을 수 있습니다.") \
    X(WindLabel,           "wind (x, z)", "바람 (x, z)") \
    X(GustsLabel,          "gusts", "돌풍") \
    X(ContagionLabel,      "fear spreads", "공포 전파") \
    X(AirTip,              "Wind and gusts carry birds and hawk; their sum stays below the birds' cruise speed.", \
                           "바람과 돌풍이 새와 매를 실어 나릅니다. 합은 새의 순항 속도보다 작게 유지됩니다.") \
    X(ContagionTip,        "0 = off (the model); a frightened bird passes this share of its fear to its neighbours.", \
                           "0 = 끔 (모델); 겁먹은 새가 이 비율만큼 공포를 이웃에게 전합니다.") \
    X(Seed,                "seed", "시드") \
    X(SeedTip,             "Takes effect at the next Reset", "다음 초기화 때 적용됩니다") \
    X(AutoRotate,          "Auto-rotate camera when idle", "가만히 두면 카메라 자동 회전") \
    /* the stats card */ \
    X(NowSection,          "Now", "현재") \
    X(StatBirds,           "Birds: %d", "새: %d마리") \
    X(StatRoosting,        "Roosting: %d of %d", "잠자리에 앉음: %d / %d") \
    X(StatFps,             "FPS: %.1f", "FPS: %.1f") \
    X(StatStepTime,        "Step time: %.2f ms (%s)", "단계 시간: %.2f ms (%s)") \
    X(StatStep,            "Step: %u", "단계: %u") \
    X(StatStepThread,      "Step: %u (%.1f/s, frames waited %d)", "단계: %u (초당 %.1f, 기다린 프레임 %d)") \
    X(StatBehind,          "Behind: %d steps put off (slower than asked)", \
                           "밀림: %d단계 미룸 (설정한 속도보다 느림)") \
    /* the timeline strip under the charts */ \
    X(TimelineLive,        "Live", "현재로") \
    X(TimelineStep,        "step %u of %u", "단계 %u / %u") \
    X(TimelineSeeking,     "seeking... %u steps", "이동 중... %u단계 남음") \
    X(TimelineKeyframes,   "%zu keyframes, every %u steps", "키프레임 %zu개, %u단계마다") \
    X(StatUnderWay,        "Step under way: %.0f%% (longer than a frame)", \
                           "단계 진행 중: %.0f%% (한 프레임보다 김)") \
    X(StatPolarization,    "Polarization: %.1f", "정렬도: %.1f") \
    X(StatClumping,        "Clumping: %.1f", "뭉침: %.1f") \
    X(StatClusters,        "Clusters: %d (largest %.0f%%)", "군집: %d개 (가장 큰 군집 %.0f%%)") \
    X(StatClustersNone,    "Clusters: -", "군집: -") \
    X(StatHawkInSky,       "Hawk: in the sky", "매: 날고 있음") \
    X(StatHawksInSky,      "Hawks: %d in the sky", "매: %d마리 날고 있음") \
    X(StatRegrouped,       "Last hawk: regrouped after %u steps", "지난 매: %u단계 뒤 다시 모임") \
    X(StatReduced,         "Birds reduced %d -> %d (%.0f fps", "새 수를 줄임 %d -> %d (%.0f fps") \
    X(StatReducedTimes,    ", %d times)", ", %d번째)") \
    X(StatReducedEnd,      ")", ")") \
    /* the last attack */ \
    X(LastAttackSection,   "Last attack", "마지막 공격") \
    X(AttackStrategy,      "Strategy", "전략") \
    X(AttackClosest,       "Closest approach", "최근접 거리") \
    X(AttackCatches,       "Would-be catches", "잡을 뻔한 횟수") \
    X(AttackStartled,      "Startled", "놀란 새") \
    X(AttackLowest,        "Lowest polarization", "최저 정렬도") \
    X(AttackMostClusters,  "Most clusters", "최대 군집 수") \
    X(AttackWave,          "Escape wave", "도피 파동") \
    X(AttackPatterns,      "Patterns", "패턴") \
    X(AttackRecovery,      "Recovery", "회복") \
    X(AttackStartledValue, "%.1f%% of %d", "%.1f%% (전체 %d마리)") \
    X(AttackWaveValue,     "%.2f per step (%.1f x cruise)", "단계당 %.2f (순항 속도의 %.1f배)") \
    X(AttackNoWave,        "no wave", "파동 없음") \
    X(PatternSplit,        "split", "분열") \
    X(PatternFlash,        "flash expansion", "순간 팽창") \
    X(PatternVacuole,      "vacuole", "빈 구멍") \
    X(AttackRecoverySteps, "%u steps", "%u단계") \
    X(AttackNoRegroup,     "did not regroup", "다시 모이지 않음") \
    X(SessionAttacks,      "This session's attacks", "이번 세션의 공격") \
    X(AttackTableHeader,   "# strategy startled wave split recovery", "# 전략 놀람 파동 분열 회복") \
    /* View and the settings file */ \
    X(ViewSection,         "View", "보기") \
    X(DaySky,              "day sky", "낮 하늘") \
    X(DuskSky,             "dusk sky", "해 질 녘 하늘") \
    X(WingsBeat,           "wings beat", "날갯짓") \
    X(BirdsBank,           "birds bank into turns", "선회할 때 몸 기울이기") \
    X(SettingsSection,     "Settings file", "설정 파일") \
    X(SettingsFileName,    "file", "파일") \
    X(SaveSettings,        "Save settings", "설정 저장") \
    X(LoadSettings,        "Load settings", "설정 불러오기") \
    X(LoadSettingsTip,     "Every parameter from the file; the seed takes effect at Reset", \
                           "파일의 모든 매개변수를 불러옵니다. 시드는 초기화 때 적용됩니다") \
    X(SettingsSaved,       "saved to %s", "저장함: %s") \
    X(SettingsLoaded,      "loaded %s", "불러옴: %s") \
    /* the bird inspector */ \
    X(InspectorTitle,      "Bird #%u", "새 #%u") \
    X(InspectorSpeed,      "speed %.3f (%.2f x cruise)", "속도 %.3f (순항 속도의 %.2f배)") \
    X(InspectorFearEdge,   "fear %.2f   edge %.2f", "두려움 %.2f   가장자리 %.2f") \
    X(Follow,              "Follow (F)", "따라가기 (F)") \
    X(StopFollowing,       "Stop following (F)", "따라가기 멈춤 (F)") \
    X(LetGo,               "Let go (Esc)", "선택 해제 (Esc)") \
    X(NoBirdInRadius,      "no bird within the radius", "반경 안에 새가 없음") \
    X(NoNeighbourInRange,  "no neighbour in range", "범위 안에 이웃이 없음") \
    X(NeighboursNearestOf, "%d neighbours within the radius, the %zu nearest:", \
                           "반경 안의 이웃 %d마리 중 가장 가까운 %zu마리:") \
    X(NeighboursInRadius,  "%d neighbours within the radius:", "반경 안의 이웃 %d마리:") \
    X(NeighboursNearest,   "its %d nearest neighbours:", "가장 가까운 이웃 %d마리:") \
    X(BirdColumn,          "bird", "새") \
    /* Capture */ \
    X(CaptureSection,      "Capture", "캡처") \
    X(SaveScreenshot,      "Save screenshot", "스크린샷 저장") \
    X(SaveScreenshotTip,   "A PNG of the whole window, named by the time", "창 전체를 PNG로 저장 (파일 이름은 시각)") \
    X(VideoNeedsFfmpeg,    "Video: %s", "영상: %s") \
    X(VideoNeedsFfmpegTip, "Record video pipes the frames to ffmpeg, which is not installed", \
                           "영상 녹화는 프레임을 ffmpeg로 보내는데, ffmpeg가 설치되어 있지 않습니다") \
    X(StopRecording,       "Stop recording", "녹화 중지") \
    X(Recording,           "REC %.1f s, %d frames", "녹화 중 %.1f초, %d프레임") \
    X(RecordVideo,         "Record video", "영상 녹화") \
    X(RecordVideoTip,      "An MP4 of the window, encoded by ffmpeg", "창을 MP4로 녹화 (ffmpeg로 인코딩)") \
    X(SavedFile,           "Saved %s", "저장함: %s") \
    X(SavedVideo,          "Saved %s (%d frames)", "저장함: %s (%d프레임)") \
    /* the legend */ \
    X(LegendCalm,          "calm bird", "차분한 새") \
    X(LegendStartled,      "startled bird", "놀란 새") \
    X(LegendWithFlock,     "with the flock", "무리와 같은 쪽") \
    X(LegendAgainstFlock,  "against it", "반대쪽") \
    X(LegendSlow,          "slow (half cruise)", "느림 (순항의 절반)") \
    X(LegendFast,          "fast (twice cruise)", "빠름 (순항의 두 배)") \
    X(LegendFlockOne,      "flock 1", "무리 1") \
    X(LegendFlockTwo,      "flock 2, ...", "무리 2, ...") \
    X(LegendSparse,        "sparse (1/4 of the median)", "성김 (중앙값의 1/4)") \
    X(LegendDense,         "dense (4 x the median)", "빽빽함 (중앙값의 4배)") \
    X(LegendUnheeded,      "heeded by none", "아무도 보지 않음") \
    X(LegendHeeded,        "by twice the mean or more", "평균의 두 배 이상이 봄") \
    X(LegendLargestCluster, "largest cluster", "가장 큰 무리") \
    X(LegendNoCluster,     "in no cluster", "무리 밖") \
    X(LegendLeftDown,      "left wing down", "왼쪽 날개 아래로") \
    X(LegendRightDown,     "right wing down", "오른쪽 날개 아래로") \
    X(ColourBy,            "colour", "색") \
    X(ColourCoreEdge,      "core / edge", "안쪽 / 가장자리") \
    X(ColourFear,          "fear", "공포") \
    X(ColourHeading,       "heading vs flock", "무리 대비 방향") \
    X(ColourSpeed,         "speed", "속도") \
    X(CameraLabel,         "camera", "카메라") \
    X(CameraOrbit,         "round the flock", "무리 둘레") \
    X(CameraBird,          "ride a bird", "새에 올라타기") \
    X(CameraHawk,          "chase the hawk", "매 뒤쫓기") \
    X(CameraGround,        "from the ground", "땅에서 올려다보기") \
    X(CameraTip,           "Where the view looks from: orbiting the flock; just behind the inspector's bird (bird 0 " \
                           "if none is chosen; Esc ends the ride); behind the hawk while one flies; or an observer " \
                           "on the ground looking up at the flock.", \
                           "보는 자리: 무리 둘레를 돌기, 검사 중인 새 바로 뒤 (고른 새가 없으면 0번 새; Esc로 끝), " \
                           "매가 날 때 그 뒤, 또는 땅에서 무리를 올려다보는 관찰자.") \
    X(ColourFlock,         "flock", "무리") \
    X(ColourDensity,       "density", "밀도") \
    X(FlockTrails,         "trails (steps)", "자취 (단계)") \
    X(FlockTrailsTip,      "Each bird's fading trail over this many steps shown (0: none; drawing only). " \
                           "The script says trails N, the command line --trails N.", \
                           "각 새가 지나온 길을 이만큼의 단계 동안 흐려지는 선으로 그림 (0: 없음; 그리기만). " \
                           "스크립트는 trails N, 명령줄은 --trails N.") \
    X(ColourInDegree,      "seen by", "보는 새 수") \
    X(ColourCluster,       "cluster", "무리 덩어리") \
    X(ColourBank,          "bank", "기울기") \
    X(ColourTip,           "What the birds' colour says (drawing only; C cycles): where a bird sits in the flock, " \
                           "its fear (a wave of fear is a dark band), how far it turns from the flock's heading, " \
                           "its speed, which flock it is in (several flocks), how crowded it is, how many birds heed " \
                           "it, its cluster, or its bank (the starling model).", \
                           "새 색이 나타내는 것 (그리기만; C로 바꿈): 무리 안의 자리, 공포 (공포의 파동은 어두운 띠), " \
                           "무리 방향에서 벗어난 정도, 속도, 속한 무리 (여러 무리), 붐비는 정도, 그 새를 보는 새의 수, " \
                           "속한 덩어리, 또는 기울기 (찌르레기 모델).") \
    X(LegendCoreBird,      "core bird", "안쪽 새") \
    X(LegendEdgeBird,      "edge bird", "가장자리 새") \
    X(LegendHawk,          "hawk", "매") \
    X(LegendRoost,         "roost ring (%.0f m)", "잠자리 고리 (%.0f m)") \
    X(LegendScaleBar,      "%g m at the flock", "무리에서 %g m") \
    /* the charts under the view */ \
    X(ChartPolarization,   "polarization", "정렬도") \
    X(ChartClumping,       "clumping", "뭉침") \
    X(ChartRegrouped,      "regrouped", "다시 모임") \
    X(ChartClustersLong,   "clusters (1 = one body)", "군집 수 (1 = 한 덩어리)") \
    X(ChartClustersShort,  "clusters", "군집 수") \
    X(ReadoutNoClusters,   "step %u: clusters not measured", "%u단계: 군집 측정 안 함") \
    X(ReadoutClusters,     "step %u: clusters %d", "%u단계: 군집 %d개") \
    X(ReadoutMetrics,      "step %u: polarization %.1f, clumping %.1f", "%u단계: 정렬도 %.1f, 뭉침 %.1f") \
    /* Experiments */ \
    X(ExperimentsSection,  "Experiments", "실험") \
    X(DurationSeconds,     "%.0f s", "%.0f초") \
    X(DurationMinutes,     "%dm%02ds", "%d분 %02d초") \
    X(HawkExample,         "Hawk example  (seed %u, %d birds)", "매 예시  (시드 %u, 새 %d마리)") \
    X(HawkInSkyLegend,     "hawk in sky", "매 출현") \
    X(StepsEnd,            "%zu steps", "%zu단계") \
    X(HawkExampleTip,      "step %zu\npolarization %.1f\nclumping %.1f\nclusters %d%s", \
                           "%zu단계\n정렬도 %.1f\n뭉침 %.1f\n군집 %d개%s") \
    X(HawkExampleTipHawk,  "\nhawk in the sky", "\n매가 하늘에 있음") \
    X(HawkExampleSummary,  "lowest polarization %.1f; %s", "최저 정렬도 %.1f; %s") \
    X(RegroupedAfterHawk,  "regrouped %d steps after the hawk left", "매가 떠난 뒤 %d단계 만에 다시 모임") \
    X(NoRegroup,           "no regroup within the run", "실행 중에 다시 모이지 않음") \
    X(Cancel,              "Cancel", "취소") \
    X(ExperimentsRunning,  "E0-E5, %d seeds, %d birds, at low priority: the view keeps its speed.", \
                           "E0-E5, 시드 %d개, 새 %d마리, 낮은 우선순위로 계산: 화면은 제 속도로 움직입니다.") \
    X(NotComputed,         "Not computed yet (about two minutes of CPU time).", \
                           "아직 계산하지 않음 (CPU 시간으로 약 2분).") \
    X(ExperimentsCancelled, "Cancelled: nothing was saved.", "취소됨: 아무것도 저장하지 않았습니다.") \
    X(FromCache,           "From the cache", "캐시에서 불러옴") \
    X(ComputedIn,          "Computed in %s", "계산 시간 %s") \
    X(SeedsBirds,          ": %d seeds, %d birds.", ": 시드 %d개, 새 %d마리.") \
    X(SeedBirds,           ": %d seed, %d birds.", ": 시드 %d개, 새 %d마리.") \
    X(Recompute,           "Recompute", "다시 계산") \
    X(Compute,             "Compute", "계산") \
    X(ComputeTip,          "Runs docs/model.md's experiments E0-E4 and E5 on the default flock in the background.\n" \
                           "Sliders do not change them. Results are cached for the next start.", \
                           "docs/model.md의 실험 E0-E4와 E5를 기본 무리로 백그라운드에서 실행합니다.\n" \
                           "슬라이더는 결과를 바꾸지 않습니다. 결과는 다음 실행을 위해 캐시됩니다.") \
    X(E0Title,             "E0  Polarization in the first steps", "E0  처음 몇 단계의 정렬도") \
    X(E0Values,            "%.1f at step 0, %.1f at step 50", "0단계 %.1f, 50단계 %.1f") \
    /* the experiments' bar charts */ \
    X(OneSeed,             "1 seed", "시드 1개") \
    X(SeedCount,           "%zu seeds", "시드 %zu개") \
    X(E1Title,             "E1  Neighbours per bird", "E1  새 한 마리의 이웃 수") \
    X(E2Title,             "E2  One rule off", "E2  규칙 하나 끄기") \
    X(NoteMeanClusters,    "under the bars: mean number of clusters", "막대 아래: 평균 군집 수") \
    X(SeriesLargestShare,  "largest cluster share", "가장 큰 군집 비율") \
    X(VariantAllOn,        "all on", "모두 켬") \
    X(VariantNoCohesion,   "no coh.", "응집 끔") \
    X(VariantNoAlignment,  "no align", "정렬 끔") \
    X(VariantNoSeparation, "no sep.", "분리 끔") \
    X(FlockBarTip,         "%s\npolarization %.1f\nlargest cluster %.1f%%\nclusters %.2f", \
                           "%s\n정렬도 %.1f\n가장 큰 군집 %.1f%%\n군집 %.2f개") \
    X(FlockBarTipClumping, "\nclumping %.1f", "\n뭉침 %.1f") \
    X(E3Title,             "E3  Half spread 3x at step 600", "E3  600단계에 절반을 3배로 흩뜨리기") \
    X(NoteChangeInPoints,  "under the bars: change in points", "막대 아래: 변화 (퍼센트포인트)") \
    X(SeriesBefore,        "before (400-599)", "이전 (400-599)") \
    X(SeriesAfter,         "after (1,100-1,400)", "이후 (1,100-1,400)") \
    X(VariantWithin29,     "within 2.9", "2.9 이내") \
    X(E3BarTip,            "%s\nlargest cluster before %.1f%%\nafter %.1f%%", "%s\n가장 큰 군집 이전 %.1f%%\n이후 %.1f%%") \
    X(E4Title,             "E4  A hawk at step 600", "E4  600단계에 매 한 마리") \
    X(NoteStepsToRegroup,  "under the bars: steps to regroup", "막대 아래: 다시 모이기까지 단계 수") \
    X(SeriesLowestPolarization, "lowest polarization, hawk in sky", "매가 있는 동안 최저 정렬도") \
    X(NoneWord,            "none", "없음") \
    X(SeedLabel,           "seed %u", "시드 %u") \
    X(E4SeedTip,           "seed %u\nlowest polarization %.1f\nrecovery %s", "시드 %u\n최저 정렬도 %.1f\n회복 %s") \
    X(StepsRounded,        "%.0f steps", "%.0f단계") \
    X(NoneWithinRun,       "none within the run", "실행 중 없음") \
    X(MeanLabel,           "mean", "평균") \
    X(E4MeanTip,           "mean of %zu seeds\nlowest polarization %.1f\nrecovery %s (%d of %zu regrouped)", \
                           "시드 %zu개의 평균\n최저 정렬도 %.1f\n회복 %s (%d / %zu 다시 모임)") \
    X(E5Title,             "E5  Hawk strategies (extension, %s)", "E5  매의 사냥 전략 (확장, %s)") \
    X(NoteRunsRegrouped,   "under the bars: runs that regrouped", "막대 아래: 다시 모인 실행 수") \
    X(SeriesStartled,      "birds startled", "놀란 새") \
    X(SeriesSplit,         "runs that split", "갈라진 실행") \
    X(E5BarTip,            "%s\nstartled %.1f%%\nsplit in %.0f%% of runs\nclosest approach %.2f", \
                           "%s\n놀람 %.1f%%\n실행의 %.0f%%에서 갈라짐\n최근접 거리 %.2f") \
    X(E6Title,             "E6  Starling model, one part off (extension, %s birds, %s)", \
                           "E6  찌르레기 모델, 부분 하나 끄기 (확장, 새 %s마리, %s)") \
    X(E6About,             "Each part of the starling model switched off in turn, at %s birds, and measured against " \
                           "the field: 17.5 s of flight a run, minutes in all.", \
                           "찌르레기 모델의 각 부분을 차례로 끄고 새 %s마리로 실제 관측과 비교합니다: 한 번에 17.5초 " \
                           "비행, 모두 몇 분.") \
    X(ComputeE6,           "Compute E6", "E6 계산") \
    X(RecomputeE6,         "Recompute E6", "E6 다시 계산") \
    X(NoteFieldRows,       "each bar group: that part off (all: none); under it: field rows that agree / comparable", "막대 묶음: 그 부분을 끔 (all: 모두 켬); 아래: 관측과 맞는 행 / 비교 가능한 행") \
    X(SeriesFieldAgree,    "field rows that agree", "관측과 맞는 행") \
    X(VariantVision,       "vision", "시야") \
    X(VariantFlight,       "flight", "비행") \
    X(VariantRoost,        "roost", "잠자리") \
    X(VariantRange,        "range", "범위") \
    X(VariantDiffs,        "diffs", "개체차") \
    X(E6BarTip,            "%s\nfield rows that agree: %.1f of %.1f\nlargest cluster %.1f%%\npolarization %.1f", \
                           "%s\n관측과 맞는 행: %.1f / %.1f\n가장 큰 군집 %.1f%%\n정렬도 %.1f") \
    X(E7Title,             "E7  The world (extension, %s)", "E7  환경 (확장, %s)") \
    X(E7About,             "Obstacles (none, a pylon, a wood), wind (none, light, strong) and fear that spreads (off, " \
                           "on), each world with a hawk at step 600: 72 runs of %d birds, a minute or two.", \
                           "장애물 (없음, 철탑, 숲), 바람 (없음, 약함, 강함), 공포 전파 (끔, 켬)의 각 환경에 600단계에서 " \
                           "매를 보냅니다: 새 %d마리로 72번, 1-2분.") \
    X(ComputeE7,           "Compute E7", "E7 계산") \
    X(RecomputeE7,         "Recompute E7", "E7 다시 계산") \
    X(NoteEscapeWave,      "means over the winds; under the bars: escape wave / cruise, without / with fear spreading", \
                           "바람들의 평균; 막대 아래: 도주 파동 / 순항 속도, 공포 전파 없이 / 있을 때") \
    X(SeriesLargestBefore, "largest cluster, 400-599", "가장 큰 군집, 400-599") \
    X(SeriesStartledFear,  "startled, fear spreads", "놀란 새, 공포 전파") \
    X(NoWave,              "none", "없음") \
    X(E7BarTip,            "%s\nlargest cluster before the hawk %.1f%%\nstartled %.1f%% (fear spreading: %.1f%%)\n" \
                           "escape wave / cruise %s", \
                           "%s\n매 이전 가장 큰 군집 %.1f%%\n놀람 %.1f%% (공포 전파: %.1f%%)\n도주 파동 / 순항 속도 %s") \
    X(E8Title,             "E8  The confusion effect's null model (extension, %s)", \
                           "E8  혼란 효과의 귀무 모형 (확장, %s)") \
    X(E8About,             "Each AI hawk against 250, 1,000 and 4,000 birds, dense, default and sparse: %d runs, about " \
                           "a minute. Our hawks are never confused, so this is what the flock's motion alone does to " \
                           "the catches (people catch less in larger and denser flocks: Hogan et al. 2017).", \
                           "AI 매 네 종류를 새 250, 1,000, 4,000마리의 빽빽한, 기본, 성긴 무리에 보냅니다: %d번, 약 1분. " \
                           "우리 매는 혼란을 겪지 않으므로, 무리의 움직임만으로 잡는 수가 어떻게 되는지 봅니다 " \
                           "(사람은 더 크고 빽빽한 무리에서 덜 잡습니다: Hogan 외 2017).") \
    X(ComputeE8,           "Compute E8", "E8 계산") \
    X(RecomputeE8,         "Recompute E8", "E8 다시 계산") \
    X(NoteE8,              "attacks with a would-be catch; under the bars: measured density, dense / default / sparse", \
                           "잡을 뻔한 공격; 막대 아래: 측정 밀도, 빽빽 / 기본 / 성김") \
    X(SeriesDense,         "dense", "빽빽") \
    X(SeriesDefaultDensity, "default", "기본") \
    X(SeriesSparse,        "sparse", "성김") \
    X(E8Birds,             "%d birds", "새 %d마리") \
    X(E8BarTip,            "%d birds\nattacks with a catch: dense %s, default %s, sparse %s\nmeasured density %s", \
                           "새 %d마리\n잡을 뻔한 공격: 빽빽 %s, 기본 %s, 성김 %s\n측정 밀도 %s") \
    /* Explore */ \
    X(ExploreSection,      "Explore", "탐색") \
    X(NotRunYet,           "not run yet", "아직 실행 안 함") \
    X(CellReadout,         "%s %.2f +- %.2f (%d seeds)", "%s %.2f +- %.2f (시드 %d개)") \
    X(AxesAcross,          "across: %s%s%s", "가로: %s%s%s") \
    X(AxesUp,              ", up: ", ", 세로: ") \
    X(OrangeRing,          "orange ring: your settings", "주황색 고리: 현재 설정") \
    X(SettingsOutside,     "Your settings lie outside this sweep.", "현재 설정은 이 스윕 범위 밖에 있습니다.") \
    X(Open,                "Open", "열기") \
    X(ResultsFolder,       "results folder", "결과 폴더") \
    X(ResultsFolderTip,    "A sweep's results: murmur-cli sweep SPEC --out FOLDER", \
                           "스윕 결과 폴더: murmur-cli sweep SPEC --out FOLDER") \
    X(SweepSpec,           "sweep spec (JSON)", "스윕 명세 (JSON)") \
    X(SweepSpecTip,        "A sweep spec, e.g. examples/sweeps/smoke.json", "스윕 명세 파일, 예: examples/sweeps/smoke.json") \
    X(RunsProgress,        "%zu / %zu runs", "%zu / %zu회 실행") \
    X(RunSpec,             "Run the spec into the folder", "명세를 폴더에 실행") \
    X(RunSpecTip,          "In the background, at low priority; runs already in the folder are kept (it resumes)", \
                           "낮은 우선순위로 백그라운드에서 실행합니다. 폴더에 이미 있는 실행은 그대로 두고 이어서 합니다") \
    X(FolderRuns,          "%s: %zu runs", "%s: %zu회 실행") \
    X(NoPhaseDiagram,      "A sweep of %zu axes has no phase diagram (one or two axes do).", \
                           "축이 %zu개인 스윕에는 상 그림이 없습니다 (축이 한두 개일 때만 그립니다).") \
    /* Compare with field data */ \
    X(FieldSection,        "Compare with field data", "현장 관측과 비교") \
    X(FieldRow,            "ours %s; field %s (%s)", "모델 %s; 관측 %s (%s)") \
    X(VerdictAgrees,       "agrees", "일치") \
    X(VerdictDisagrees,    "disagrees", "불일치") \
    X(VerdictNotComparable, "not comparable", "비교 불가") \
    X(CorrelationCaption,  "C(r), r from 0 to L = %.1f; xi = %.1f", "C(r), r = 0 ~ L = %.1f; xi = %.1f") \
    X(SeriesCaption,       "xi vs L: fit blue, field orange", "xi 대 L: 적합 파랑, 관측 주황") \
    X(FieldIntro,          "The largest cluster against published measurements of real starling flocks " \
                           "(docs/field_data.md). Measured in the background about once a second.", \
                           "가장 큰 군집을 실제 찌르레기 떼의 발표된 측정값과 비교합니다 (docs/field_data.md). " \
                           "백그라운드에서 약 1초에 한 번 측정합니다.") \
    X(Measuring,           "Measuring...", "측정 중...") \
    X(FieldStep,           "Step %u: %d of %d birds in the largest cluster.", \
                           "%u단계: 가장 큰 군집에 %d마리 (전체 %d마리).") \
    X(NoLinkedBody,        "No linked body (a cluster needs %d birds): the shape and spacing rows describe a " \
                           "handful of birds.", \
                           "이어진 무리가 없음 (군집이 되려면 %d마리 필요): 모양과 간격 항목은 새 몇 마리만 " \
                           "나타냅니다.") \
    X(SizeSeriesProgress,  "size series %d/%d flocks", "크기 계열 %d/%d 무리") \
    X(CancelSizeSeries,    "Cancel size series", "크기 계열 취소") \
    X(RunSizeSeriesAgain,  "Run the size series again", "크기 계열 다시 실행") \
    X(RunSizeSeries,       "Run the size series", "크기 계열 실행") \
    X(SizeSeriesTip,       "Default flocks of several sizes at the same density: does xi grow with L?", \
                           "같은 밀도에서 크기가 다른 기본 무리들: xi는 L과 함께 커질까?") \
    X(SizeSeriesRow,       "%5d birds: L %.1f, xi %.1f", "새 %5d마리: L %.1f, xi %.1f") \
    X(SizeSeriesFit,       "fit xi = %.3f L (through the origin), R^2 = %.2f", "적합 xi = %.3f L (원점 통과), R^2 = %.2f") \
    /* the reef */ \
    X(ReefTitle,           "Reef: three rules, no leader", "산호초: 세 가지 규칙, 우두머리 없음") \
    X(Fish,                "fish", "물고기") \
    X(WiderSea,            "wider sea for more fish", "물고기가 많으면 바다 넓히기") \
    X(WiderSeaTip,         "On: past 110 fish the sea grows (up to %.0f x) so the school keeps the seed's density.\n" \
                           "Off: every fish in the seed's sea, as dense as the count makes it (slow for thousands).", \
                           "켬: 110마리가 넘으면 바다가 (최대 %.0f배까지) 넓어져 원래 밀도를 유지합니다.\n" \
                           "끔: 모든 물고기가 원래 바다에 있어 수만큼 빽빽해집니다 (수천 마리면 느림).") \
    X(ReefSeparation,      "separation (keep apart)", "분리 (거리 두기)") \
    X(ReefAlignment,       "alignment (same way)", "정렬 (같은 방향)") \
    X(ReefCohesion,        "cohesion (to the middle)", "응집 (가운데로)") \
    X(ReefCycle,           "automatic 14 s cycle", "14초 자동 주기") \
    X(ReefCycleTip,        "Alignment and cohesion turn off for the last 5 s of every 14 s.\n" \
                           "Touching a rule stops the cycle.", \
                           "14초마다 마지막 5초 동안 정렬과 응집이 꺼집니다.\n" \
                           "규칙을 직접 바꾸면 주기가 멈춥니다.") \
    X(ReefReset,           "reset", "초기화") \
    X(ReefTime,            "t = %.1f s. %s", "t = %.1f초. %s") \
    X(ReefFleeing,         "The fish flee the pointer.", "물고기가 포인터를 피해 달아납니다.") \
    X(ReefPointerHint,     "Move the pointer into a school: the fish flee it.", \
                           "포인터를 물고기 떼 속으로 옮겨 보세요: 물고기가 피해 달아납니다.") \
    X(RuleOn,              "%s on", "%s 켬") \
    X(RuleOff,             "%s off", "%s 끔") \
    X(AutoCycle,           "auto cycle %4.1f / 14 s", "자동 주기 %4.1f / 14초") \
    /* the sandbox */ \
    X(SandboxTitle,        "Sandbox: particles and agents", "샌드박스: 입자와 에이전트") \
    X(ModeEmitter,         "emitter", "방출기") \
    X(ModeAttraction,      "attraction", "끌림") \
    X(ModeSeek,            "seek", "추적") \
    X(ModeFlocking,        "flocking", "무리 짓기") \
    X(HintEmitter,         "Emitter: born at a point, gravity, a lifespan that fades them. Click to move it.", \
                           "방출기: 한 점에서 태어나 중력을 받고, 수명이 줄며 희미해집니다. 클릭하면 옮깁니다.") \
    X(HintAttraction,      "Attraction mode: strength 5/d toward the pointer. Click for repulsion.", \
                           "끌림 모드: 포인터 쪽으로 세기 5/d. 클릭하면 밀어내기.") \
    X(HintRepulsion,       "Repulsion mode: strength 5/d away from the pointer. Click for attraction.", \
                           "밀어내기 모드: 포인터 반대쪽으로 세기 5/d. 클릭하면 끌림.") \
    X(HintSeek,            "Seek + separate: max speed, max force; separation weighs 1.2.", \
                           "추적 + 분리: 최대 속도, 최대 힘, 분리 가중치 1.2.") \
    X(HintFlocking,        "Flocking: separation 1.5, alignment 1, cohesion 1 (50 / 24 px).", \
                           "무리 짓기: 분리 1.5, 정렬 1, 응집 1 (50 / 24 px).") \
    X(PerFrame,            "per frame", "프레임당") \
    X(Gravity,             "gravity", "중력") \
    X(GravityFormat,       "%.3f px/frame^2", "%.3f px/프레임^2") \
    X(LifeLost,            "life lost per frame", "수명 감소율") \
    X(MaxStartSpeed,       "max start speed", "최대 시작 속도") \
    X(PxPerFrame,          "%.1f px/frame", "%.1f px/프레임") \
    X(Particles,           "particles", "입자 수") \
    X(Strength,            "strength", "세기") \
    X(MaxSpeed,            "max speed", "최대 속도") \
    X(Attract,             "attract (off: repel)", "끌어당기기 (끄면 밀어내기)") \
    X(Agents,              "agents", "에이전트 수") \
    X(MaxForce,            "max force", "최대 힘") \
    X(SeparationWeight,    "separation weight", "분리 가중치") \
    X(Boids,               "boids", "보이드 수") \
    X(Trails,              "trails (the chapter's translucent background)", "자취 (원문의 반투명 배경)") \
    X(ResetMode,           "reset this mode", "이 모드 초기화") \
    /* the "?" overlay */ \
    X(KeyHelpTitle,        "Keys (? or F1 closes)", "키 (? 또는 F1로 닫기)") \
    X(KeyPauseResume,      "pause / resume", "일시정지 / 계속") \
    X(KeyOneStep,          "one step (while paused)", "한 단계 (일시정지 중)") \
    X(KeySendHawk,         "send a hawk", "매 보내기") \
    X(KeyFlyHawk,          "fly the hawk (again: let go)", "매 조종하기 (다시: 놓기)") \
    X(KeyReset,            "reset the scene", "장면 초기화") \
    X(KeyScreenshot,       "save a screenshot", "스크린샷 저장") \
    X(KeyVideo,            "start / stop a video", "영상 녹화 시작 / 중지") \
    X(KeyScene1,           "the chooser's first scene", "첫 번째 장면") \
    X(KeyScene2,           "the chooser's second scene", "두 번째 장면") \
    X(KeyScene3,           "the chooser's third scene", "세 번째 장면") \
    X(KeyFaster,           "faster", "빠르게") \
    X(KeySlower,           "slower", "느리게") \
    X(KeyPanel,            "hide / show the panel", "패널 숨기기 / 보이기") \
    X(KeyFullScreen,       "full screen", "전체 화면") \
    X(KeyFollow,           "follow the selected bird", "선택한 새 따라가기") \
    X(KeyColour,           "colour birds by: core / edge, fear, heading", "새 색: 안쪽 / 가장자리, 공포, 방향") \
    X(KeyEscape,           "close help, let go of the bird, leave full screen", \
                           "도움말 닫기, 새 선택 해제, 전체 화면 나가기") \
    X(KeyKiosk,            "presentation mode", "발표 모드") \
    X(KeyHelp,             "this help", "이 도움말")
// clang-format on
